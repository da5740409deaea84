'use client';

import { useState, useSyncExternalStore, type MouseEvent } from 'react';
import { FOOTER_COLLAPSE_MAX_WIDTH, type FooterColumn } from '@/features/shell/footer/footer-config';

const QUERY = `(max-width: ${FOOTER_COLLAPSE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * The footer's link columns. On screens of 576px or less each column is a disclosure that starts
 * closed; on wider screens (and before hydration) every column is open and cannot be closed.
 */
export function FooterColumns({ columns, label }: { columns: FooterColumn[]; label: string }) {
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  return (
    <nav className="footer-columns" aria-label={label} data-collapsible={narrow ? 'true' : 'false'}>
      {columns.map((column, index) => {
        const isOpen = !narrow || open.has(index);
        const onToggle = (event: MouseEvent<HTMLElement>) => {
          event.preventDefault();
          if (!narrow) return;
          setOpen((previous) => {
            const next = new Set(previous);
            if (next.has(index)) next.delete(index);
            else next.add(index);
            return next;
          });
        };
        return (
          <details key={index} className="footer-column" open={isOpen}>
            <summary
              className="footer-column__heading"
              onClick={onToggle}
              tabIndex={narrow ? undefined : -1}
              dangerouslySetInnerHTML={{ __html: column.heading }}
            />
            <ul className="footer-column__links" dangerouslySetInnerHTML={{ __html: column.items }} />
          </details>
        );
      })}
    </nav>
  );
}
