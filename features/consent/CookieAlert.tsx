import { getTranslations } from 'next-intl/server';
import { CmsHtml } from '@/features/content';
import { ConsentGate } from '@/features/consent/ConsentGate';
import type { CookieAlertLabels } from '@/features/consent/CookieAlertPanel';
import { widgetOrLastGood } from '@/platform/api/swallowed-reads';
import type { Storefront } from '@/platform/storefronts/storefronts';

const PURPOSES = ['necessary', 'adStorage', 'analyticsStorage', 'adPersonalization'] as const;

/**
 * The cookie alert's text comes from the `cookie-alert` widget (docs/product/consent.md, CNS-8); when the widget
 * is hidden or its read fails (swallowed, docs/product/errors.md, ERR-6), the shop's own sentence stands in,
 * because the shopper must still be told what they are choosing.
 */
export async function CookieAlert({ storefront }: { storefront: Storefront }) {
  const [t, widget] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'consent' }),
    widgetOrLastGood(storefront.code, 'cookie-alert'),
  ]);
  const labels: CookieAlertLabels = {
    title: t('title'),
    allowAll: t('allowAll'),
    necessaryOnly: t('necessaryOnly'),
    settings: t('settings'),
    settingsTitle: t('settingsTitle'),
    settingsIntro: t('settingsIntro'),
    save: t('save'),
    alwaysOn: t('alwaysOn'),
    close: t('close'),
    purposes: Object.fromEntries(
      PURPOSES.map((purpose) => [purpose, { name: t(`purposes.${purpose}.name`), description: t(`purposes.${purpose}.description`) }]),
    ) as CookieAlertLabels['purposes'],
  };
  return (
    <ConsentGate labels={labels}>{widget && !widget.hidden && widget.content.trim() ? <CmsHtml html={widget.content} /> : <p>{t('text')}</p>}</ConsentGate>
  );
}
