import { HeadsetIcon } from '@/components/chrome/header/icons';
import { customerServiceSegments } from '@/lib/header/customer-service';
import { Link } from '@/lib/i18n/navigation';
import type { StorefrontCode } from '@/lib/storefronts';

/** The storefront's customer-service content page (the `[...slug]` route). */
export function CustomerServiceLink({ storefront, label }: { storefront: StorefrontCode; label: string }) {
  return (
    <Link href={{ pathname: '/[...slug]', params: { slug: customerServiceSegments(storefront) } }} className="header-link">
      <HeadsetIcon size={22} />
      <span className="header-link__text">{label}</span>
    </Link>
  );
}
