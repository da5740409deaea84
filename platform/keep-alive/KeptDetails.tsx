'use client';

import type { ReactNode } from 'react';
import { useKeptState } from '@/platform/keep-alive/use-kept-state';

/**
 * A `<details>` disclosure that is open again when back or forward returns to its page with it open
 * (route keep-alive). Its contents stay server-rendered.
 */
export function KeptDetails({ keepKey, className, children }: { keepKey: string; className?: string; children: ReactNode }) {
  const [open, setOpen] = useKeptState(keepKey, false);
  return (
    <details className={className} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      {children}
    </details>
  );
}
