import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/features/shell/SiteFooter';
import { SiteHeader } from '@/features/shell/SiteHeader';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { withMockBackend } from '../mock-backend';
import { renderChrome } from './render-chrome';

vi.mock('next-intl/server', async () => ({ getTranslations: (await import('./server-translations')).serverTranslations }));

withMockBackend();

/** Each storefront's logo and footer as a shopper there sees them: written out, not read from the storefront table. */
const STOREFRONT_CHROME: [StorefrontCode, { brand: string; country: string; home: string; payment: string[]; shipping: string[]; trust: string[] }][] = [
  [
    'sv',
    {
      brand: 'Teknikdelar',
      country: 'Sverige',
      home: 'Teknikdelar – till startsidan',
      payment: ['Klarna', 'Swish', 'Visa', 'Mastercard'],
      shipping: ['PostNord', 'DHL', 'Budbee'],
      trust: ['Trygg e-handel'],
    },
  ],
  [
    'no',
    {
      brand: 'Teknikdeler',
      country: 'Norge',
      home: 'Teknikdeler – til forsiden',
      payment: ['Klarna', 'Vipps', 'Visa', 'Mastercard'],
      shipping: ['Posten', 'Helthjem'],
      trust: ['Trygg e-handel'],
    },
  ],
  [
    'da',
    {
      brand: 'Teknikdele',
      country: 'Danmark',
      home: 'Teknikdele – til forsiden',
      payment: ['MobilePay', 'Dankort', 'Visa', 'Mastercard'],
      shipping: ['GLS', 'PostNord', 'DAO'],
      trust: ['e-mærket'],
    },
  ],
  [
    'fi',
    {
      brand: 'Tekniikkaosat',
      country: 'Suomi',
      home: 'Tekniikkaosat – etusivulle',
      payment: ['Klarna', 'MobilePay', 'Visa', 'Mastercard'],
      shipping: ['Posti', 'Matkahuolto'],
      trust: ['Luotettava Kumppani'],
    },
  ],
  [
    'nl',
    {
      brand: 'Techonderdelen',
      country: 'Nederland',
      home: 'Techonderdelen – naar de homepage',
      payment: ['iDEAL', 'Klarna', 'Visa', 'Mastercard'],
      shipping: ['PostNL', 'DHL'],
      trust: ['Thuiswinkel Waarborg'],
    },
  ],
];

/** A badge as the footer shows it: its name to the shopper, its picture and its box. */
const badge = (name: string, width: number) => ({
  alt: name,
  src: `/icons/${name.toLowerCase().replace(/ /g, '-').replace('æ', 'ae')}.svg`,
  width: String(width),
  height: '32',
});

describe('the logo of each storefront (docs/product/storefronts.md, SF-2; docs/product/chrome.md, CHR-18)', () => {
  it.each(STOREFRONT_CHROME)('%s: the header links its own logo home', async (code, expected) => {
    const page = await renderChrome(STOREFRONTS[code], await SiteHeader({ storefront: STOREFRONTS[code] }));
    const home = page.querySelector('.masthead__logo');
    expect(home?.getAttribute('aria-label')).toBe(expected.home);
    expect(home?.querySelector('img')?.getAttribute('src')).toBe(`/brand/logo-${code}.svg`);
  });

  it.each(STOREFRONT_CHROME)('%s: the alternative logo is the same mark in the brand colour, for a light background', (code, expected) => {
    const logo = readFileSync(`public/brand/logo-${code}.svg`, 'utf8');
    const alternative = readFileSync(`public${STOREFRONTS[code].alternativeLogo}`, 'utf8');
    expect(STOREFRONTS[code].alternativeLogo).toBe(`/brand/logo-${code}-inverted.svg`);
    for (const svg of [logo, alternative]) expect(svg).toContain(`aria-label="${expected.brand}"`);
    expect(logo).toMatch(/<text[^>]*fill="#ffffff"/);
    expect(alternative).toMatch(/<text[^>]*fill="#0b3d5c"/);
  });
});

describe("the footer's brand text and badges per storefront (docs/product/chrome.md, CHR-12 and CHR-18)", () => {
  it.each(STOREFRONT_CHROME)('%s: logo, brand text, payment, shipping and trust badges', async (code, expected) => {
    const page = await renderChrome(STOREFRONTS[code], await SiteFooter({ storefront: STOREFRONTS[code] }));
    const logo = page.querySelector('.site-footer__logo');
    expect([logo?.getAttribute('src'), logo?.getAttribute('alt')]).toEqual([`/brand/logo-${code}.svg`, expected.brand]);
    const about = page.querySelector('.site-footer__about')?.textContent ?? '';
    expect(about).toContain(expected.brand);
    expect(about).toContain(expected.country);
    expect(page.querySelector('.site-footer__copyright')?.textContent).toContain(expected.brand);
    const badges = [...page.querySelectorAll('.site-footer__icons img')].map((img) => ({
      alt: img.getAttribute('alt'),
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    }));
    expect(badges).toEqual([
      ...expected.payment.map((name) => badge(name, 48)),
      ...expected.shipping.map((name) => badge(name, 48)),
      ...expected.trust.map((name) => badge(name, 64)),
    ]);
  });
});
