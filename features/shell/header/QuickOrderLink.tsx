import Link from 'next/link';
import { Svg } from '@/features/shell/header/icons';
import { getPathname } from '@/platform/i18n/navigation';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The header's way to quick order for a signed-in company buyer (docs/product/quick-order.md, QO-7).
 * The header is in every cached catalog page, the same for every shopper, so the link is drawn for
 * all and the stylesheet shows it only under `html[data-buyer]`, which the pre-paint script sets
 * from the stored session: no script of its own, and no flash after paint. Hidden, it is out of the
 * tab order and the accessibility tree alike. No prefetch: the page is per request, and most who get
 * this markup never see the link.
 */
export function QuickOrderLink({ storefront, label }: { storefront: StorefrontCode; label: string }) {
  return (
    <Link href={getPathname({ locale: storefront, href: '/quick-order' })} prefetch={false} className="header-link company-only" data-testid="quick-order-link">
      <Svg size={22}>
        <path fill="currentColor" d="M4 4h2v2H4V4zm4 0h12v2H8V4zM4 11h2v2H4v-2zm4 0h12v2H8v-2zm-4 7h2v2H4v-2zm4 0h12v2H8v-2z" />
      </Svg>
      <span className="header-link__text">{label}</span>
    </Link>
  );
}
