import type { WidgetSlug } from '@/platform/api/vocabulary';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { categoryByKey } from '@/mocks/data/categories';
import { CATEGORY_WORD, mapLocales, type Localized } from '@/mocks/data/localized';
import { CONTENT_PAGES } from '@/mocks/data/pages';
import type { PageRole } from '@/mocks/data/pages/page';

type FixedWidget = Exclude<WidgetSlug, 'footer-columns' | 'cookie-alert'>;

const TEXTS: Readonly<Record<FixedWidget, Localized>> = {
  'store-message': {
    sv: '<p>Fri frakt över 499 kr – vi skickar samma dag vid beställning före 15.00</p>',
    no: '<p>Fri frakt over 549 kr – vi sender samme dag ved bestilling før kl. 15.00</p>',
    da: '<p>Fri fragt over 399 kr. – vi sender samme dag ved bestilling inden kl. 15.00</p>',
    fi: '<p>Ilmainen toimitus yli 49 € tilauksiin – lähetämme samana päivänä, kun tilaat ennen klo 15.00</p>',
    nl: '<p>Gratis verzending vanaf € 49 – voor 15.00 uur besteld, vandaag verstuurd</p>',
  },
  'store-message-footer': {
    sv: '<p>Testade reservdelar · 12 månaders garanti · 14 dagars ångerrätt</p>',
    no: '<p>Testede reservedeler · 12 måneders garanti · 14 dagers angrerett</p>',
    da: '<p>Testede reservedele · 12 måneders garanti · 14 dages fortrydelsesret</p>',
    fi: '<p>Testatut varaosat · 12 kuukauden takuu · 14 päivän palautusoikeus</p>',
    nl: '<p>Geteste onderdelen · 12 maanden garantie · 14 dagen bedenktijd</p>',
  },
  'cart-header': {
    sv: '<p><strong>Fri frakt</strong> när du handlar för över 499 kr.</p>',
    no: '<p><strong>Fri frakt</strong> når du handler for over 549 kr.</p>',
    da: '<p><strong>Fri fragt</strong>, når du handler for over 399 kr.</p>',
    fi: '<p><strong>Ilmainen toimitus</strong> yli 49 euron tilauksiin.</p>',
    nl: '<p><strong>Gratis verzending</strong> bij bestellingen vanaf € 49.</p>',
  },
  'cart-footer': {
    sv: '<p>Tryggt köp med 14 dagars ångerrätt. Betala med Klarna, Swish eller kort.</p>',
    no: '<p>Trygt kjøp med 14 dagers angrerett. Betal med Klarna, Vipps eller kort.</p>',
    da: '<p>Tryg handel med 14 dages fortrydelsesret. Betal med MobilePay, Dankort eller kort.</p>',
    fi: '<p>Turvallinen ostos ja 14 päivän palautusoikeus. Maksa Klarnalla, MobilePaylla tai kortilla.</p>',
    nl: '<p>Veilig bestellen met 14 dagen bedenktijd. Betaal met iDEAL, Klarna of creditcard.</p>',
  },
};

const COOKIE_TEXT: Localized<(privacyLink: string) => string> = {
  sv: (link) => `<p>Vi använder cookies för att webbplatsen ska fungera och, om du godkänner det, för statistik och marknadsföring. Läs mer i vår ${link}.</p>`,
  no: (link) =>
    `<p>Vi bruker informasjonskapsler for at nettstedet skal fungere og, hvis du samtykker, til statistikk og markedsføring. Les mer i ${link}.</p>`,
  da: (link) => `<p>Vi bruger cookies, så hjemmesiden virker, og, hvis du giver samtykke, til statistik og markedsføring. Læs mere i vores ${link}.</p>`,
  fi: (link) => `<p>Käytämme evästeitä sivuston toimintaan ja suostumuksellasi tilastointiin ja markkinointiin. Lue lisää: ${link}.</p>`,
  nl: (link) => `<p>We gebruiken cookies om de website te laten werken en, met je toestemming, voor statistiek en marketing. Lees meer in ons ${link}.</p>`,
};

const HEADINGS: Localized<readonly [string, string, string]> = {
  sv: ['Kundservice', 'Om Teknikdelar', 'Sortiment'],
  no: ['Kundeservice', 'Om Teknikdeler', 'Sortiment'],
  da: ['Kundeservice', 'Om Teknikdele', 'Sortiment'],
  fi: ['Asiakaspalvelu', 'Tietoa Tekniikkaosista', 'Valikoima'],
  nl: ['Klantenservice', 'Over Techonderdelen', 'Assortiment'],
};

const link = (href: string, text: string) => `<li><a href="${href}">${text}</a></li>`;

function footerColumns(locale: StorefrontCode): string {
  const pages = CONTENT_PAGES[locale];
  const pageLinks = (roles: readonly PageRole[]) => roles.map((role) => link(`/${pages[role].slug}`, pages[role].title)).join('');
  const categoryLinks = ['spare-parts', 'tablet-parts', 'accessories', 'tools']
    .map((key) => categoryByKey(key))
    .map((category) => link(`/${CATEGORY_WORD[locale]}/${category.uri[locale]}`, category.name[locale]))
    .join('');
  const [service, about, range] = HEADINGS[locale];
  const column = (heading: string, links: string) => `<div class="footer-column"><h3>${heading}</h3><ul>${links}</ul></div>`;
  return [
    column(service, pageLinks(['customerService', 'contact', 'shipping', 'returns'])),
    column(about, pageLinks(['about', 'terms', 'privacy'])),
    column(range, categoryLinks),
  ].join('');
}

function cookieAlert(locale: StorefrontCode): string {
  const privacy = CONTENT_PAGES[locale].privacy;
  return COOKIE_TEXT[locale](`<a href="${getStorefront(locale).privacyPath}">${privacy.title.toLowerCase()}</a>`);
}

/**
 * Widgets the editors of a storefront have hidden: the backend still sends their content, with
 * `hidden: true`. The Danish cart footer is hidden, so one storefront shows the cart panel without it.
 */
export const HIDDEN_WIDGETS: Localized<readonly WidgetSlug[]> = { sv: [], no: [], da: ['cart-footer'], fi: [], nl: [] };

/** The six layout widgets of every storefront. */
export const WIDGETS: Localized<Readonly<Record<WidgetSlug, string>>> = mapLocales((locale) => ({
  'store-message': TEXTS['store-message'][locale],
  'store-message-footer': TEXTS['store-message-footer'][locale],
  'cart-header': TEXTS['cart-header'][locale],
  'cart-footer': TEXTS['cart-footer'][locale],
  'footer-columns': footerColumns(locale),
  'cookie-alert': cookieAlert(locale),
}));
