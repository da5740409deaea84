import Link from 'next/link';
import { HeadsetIcon } from '@/features/shell/header/icons';
import { customerServiceSegments } from '@/platform/storefronts/customer-service';
import { getPathname } from '@/platform/i18n/navigation';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The storefront's customer-service content page (the `[...slug]` route), its href made here on the
 * server so the browser gets `next/link` without next-intl's navigation (decision 0066).
 */
export function CustomerServiceLink({ storefront, label }: { storefront: StorefrontCode; label: string }) {
  return (
    <Link
      href={getPathname({ locale: storefront, href: { pathname: '/[...slug]', params: { slug: customerServiceSegments(storefront) } } })}
      className="header-link"
    >
      <HeadsetIcon size={22} />
      <span className="header-link__text">{label}</span>
    </Link>
  );
}
