'use client';

import { Link, usePathname } from '@/platform/i18n/navigation';

export type AccountNavTarget =
  | '/my-account/overview'
  | '/my-account/orders'
  | '/my-account/returns'
  | '/my-account/subscriptions'
  | '/my-account/stock-alerts'
  | '/my-account/profile'
  | '/quick-order';

/** The account area's sections; the one shown (or one of its sub-pages) is marked current. */
export function AccountNav({ items, label }: { items: readonly { href: AccountNavTarget; label: string }[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav className="account-nav" aria-label={label}>
      <ul>
        {items.map((item) => {
          const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link href={item.href} aria-current={current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
