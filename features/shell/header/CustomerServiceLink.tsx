import { HeadsetIcon } from '@/features/shell/header/icons';
import { customerServiceSegments } from '@/platform/storefronts/customer-service';
import { Link } from '@/platform/i18n/navigation';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** The storefront's customer-service content page (the `[...slug]` route). */
export function CustomerServiceLink({ storefront, label }: { storefront: StorefrontCode; label: string }) {
  return (
    <Link href={{ pathname: '/[...slug]', params: { slug: customerServiceSegments(storefront) } }} className="header-link">
      <HeadsetIcon size={22} />
      <span className="header-link__text">{label}</span>
    </Link>
  );
}
