import { getTranslations } from 'next-intl/server';
import { FooterColumns } from '@/features/shell/footer/FooterColumns';
import { SocialIcon } from '@/features/shell/footer/SocialIcon';
import { StoreIcons } from '@/platform/storefronts/StoreIcons';
import { CookieSettingsButton } from '@/features/consent';
import { CmsHtml, sanitizeCmsHtml } from '@/features/content';
import { NewsletterForm } from '@/features/newsletter';
import { fetchWidget } from '@/platform/api/calls/content';
import { optionalShapingData } from '@/platform/api/shaping-read';
import { reviewSummaryOrLastGood, widgetOrLastGood } from '@/platform/api/swallowed-reads';
import { splitFooterColumns } from '@/features/shell/footer/footer-config';
import { FooterReviews } from '@/features/shell/footer/FooterReviews';
import { socialLinks } from '@/features/shell/footer/social-links';
import { shouldShowWidgetText } from '@/platform/storefronts/store-message';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The footer message (docs/product/chrome.md, CHR-9: the `store-message-footer` widget; a failed read shows the last
 * good one or nothing), then the footer of CHR-12: newsletter block (the sign-up form), brand text, social links (only those configured),
 * the footer-columns widget as link columns that collapse on small screens, payment, shipping and
 * trust icons, the store's rating at its review provider where the backend has one (CHR-19: a
 * swallowed read, like the footer message) and the copyright line.
 */
export async function SiteFooter({ storefront }: { storefront: Storefront }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const tf = await getTranslations({ locale: storefront.code, namespace: 'footer' });
  const tc = await getTranslations({ locale: storefront.code, namespace: 'consent' });
  const [columnsRead, footerMessage, reviews] = await Promise.all([
    fetchWidget(storefront.code, 'footer-columns'),
    widgetOrLastGood(storefront.code, 'store-message-footer'),
    reviewSummaryOrLastGood(storefront.code),
  ]);
  const widget = optionalShapingData(columnsRead, 'footer-columns widget');
  const columnsHtml = widget && !widget.hidden ? sanitizeCmsHtml(widget.content) : null;
  const columns = columnsHtml ? splitFooterColumns(columnsHtml) : [];
  const social = socialLinks(storefront.code);
  return (
    <footer className="site-footer">
      {footerMessage && shouldShowWidgetText(footerMessage) && <CmsHtml className="footer-message" html={footerMessage.content} />}
      <div className="site-footer__inner">
        <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
          <div className="footer-newsletter__text">
            <h2 id="footer-newsletter-title">{tf('newsletterTitle')}</h2>
            <p>{tf('newsletterText', { brand: storefront.brand })}</p>
          </div>
          <NewsletterForm
            texts={{
              email: tf('newsletterEmail'),
              submit: tf('newsletterSubmit'),
              working: tf('newsletterWorking'),
              messages: {
                'check-inbox': tf.raw('newsletterCheckInbox') as string,
                'invalid-email': tf('newsletterInvalidEmail'),
                'too-many': tf('newsletterTooMany'),
                unavailable: tf('newsletterUnavailable'),
              },
            }}
            consent={tf.rich('newsletterConsent', { brand: storefront.brand, privacy: (chunks) => <a href={storefront.privacyPath}>{chunks}</a> })}
          />
        </section>

        <div className="site-footer__main">
          <div className="site-footer__brand">
            {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG logo needs no optimiser */}
            <img src={storefront.logo} alt={storefront.brand} width={180} height={36} loading="lazy" className="site-footer__logo" />
            <p className="site-footer__about">{t('brandText', { brand: storefront.brand, country: storefront.country })}</p>
            {social.length > 0 && (
              <ul className="footer-social" aria-label={tf('socialTitle', { brand: storefront.brand })}>
                {social.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} rel="noopener noreferrer" target="_blank" className="footer-social__link" data-network={link.network}>
                      <SocialIcon network={link.network} />
                      <span className="visually-hidden">{tf(`social.${link.network}`, { brand: storefront.brand })}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <FooterReviews summary={reviews} />
          </div>
          {columns.length > 0 ? (
            <FooterColumns columns={columns} label={tf('linksLabel')} />
          ) : (
            columnsHtml && <CmsHtml className="site-footer__columns" html={columnsHtml} />
          )}
        </div>

        <StoreIcons storefront={storefront.code} icons={storefront.icons.footer} className="site-footer__icons" />
        <p className="site-footer__copyright">
          {t('copyright', { brand: storefront.brand, year: new Date().getFullYear() })}
          {' · '}
          <a href={storefront.privacyPath}>{t('privacy')}</a>
          {' · '}
          <CookieSettingsButton label={tc('footerLink')} />
        </p>
      </div>
    </footer>
  );
}
