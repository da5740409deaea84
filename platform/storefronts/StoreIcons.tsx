import { getTranslations } from 'next-intl/server';
import type { StoreIconSet, StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * A storefront's payment, shipping and trust badges (Locale entity icon sets), each at the size its set
 * gives: the footer's set in the footer, the cart-slide set in the cart panel.
 */
export async function StoreIcons({ storefront, icons, className }: { storefront: StorefrontCode; icons: StoreIconSet; className: string }) {
  const t = await getTranslations({ locale: storefront, namespace: 'chrome' });
  return (
    <div className={className}>
      {[...icons.payment, ...icons.shipping, ...icons.trust].map((icon) => (
        /* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG badges need no optimiser */
        <img key={icon.name} src={`/icons/${icon.name}.svg`} alt={t(`icons.${icon.name}`)} width={icon.width} height={icon.height} loading="lazy" />
      ))}
    </div>
  );
}
