import { getTranslations } from 'next-intl/server';
import { CmsHtml } from '@/components/content/CmsHtml';
import { fetchWidget } from '@/lib/api/calls/content';
import { dataOr } from '@/lib/api/result';
import type { Storefront } from '@/lib/storefronts';

export async function SiteFooter({ storefront }: { storefront: Storefront }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const columns = dataOr(await fetchWidget(storefront.code, 'footer-columns'), null);
  const icons = storefront.icons.footer;
  return (
    <footer className="site-footer">
      {columns && !columns.hidden && <CmsHtml className="site-footer__columns" html={columns.content} />}
      <div className="site-footer__icons">
        {[...icons.payment, ...icons.shipping, ...icons.trust].map((icon) => (
          /* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG badges need no optimiser */
          <img key={icon.name} src={`/icons/${icon.name}.svg`} alt={t(`icons.${icon.name}`)} width={icon.width} height={icon.height} loading="lazy" />
        ))}
      </div>
      <p className="site-footer__about">{t('brandText', { brand: storefront.brand, country: storefront.country })}</p>
      <p className="site-footer__copyright">
        {t('copyright', { brand: storefront.brand, year: new Date().getFullYear() })}
        {' · '}
        <a href={storefront.privacyPath}>{t('privacy')}</a>
      </p>
    </footer>
  );
}
