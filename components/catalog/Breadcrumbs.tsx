import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

export interface Crumb {
  label: string;
  href: ComponentProps<typeof Link>['href'];
}

/**
 * SPEC.md section 2: shown only with more than 1 item; the last one is the current page. A deal
 * page gets the `deal` style.
 */
export function Breadcrumbs({ items, variant = 'default' }: { items: Crumb[]; variant?: 'default' | 'deal' }) {
  const t = useTranslations('chrome');
  if (items.length <= 1) return null;
  return (
    <nav aria-label={t('breadcrumbs')} className={variant === 'deal' ? 'breadcrumbs breadcrumbs--deal' : 'breadcrumbs'}>
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link href={item.href}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
