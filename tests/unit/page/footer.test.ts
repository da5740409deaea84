import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '@/features/content/cms-html';
import { FOOTER_COLLAPSE_MAX_WIDTH, splitFooterColumns } from '@/features/shell/footer/footer-config';
import { socialLinks } from '@/features/shell/footer/social-links';

describe('footer columns', () => {
  it('collapse at 576px (docs/product/chrome.md, CHR-12)', () => {
    expect(FOOTER_COLLAPSE_MAX_WIDTH).toBe(576);
  });

  it('splits the sanitised widget into a heading and links per column', () => {
    const html = sanitizeCmsHtml(
      '<div class="footer-column"><h3>Kundservice</h3><ul><li><a href="/kundservice">Kundservice</a></li></ul></div>' +
        '<div class="footer-column"><h3>Om oss &amp; villkor</h3><ul><li><a href="/om-oss" onclick="x()">Om oss</a></li></ul></div>',
    );
    expect(splitFooterColumns(html)).toEqual([
      { heading: 'Kundservice', items: '<li><a href="/kundservice">Kundservice</a></li>' },
      { heading: 'Om oss &amp; villkor', items: '<li><a href="/om-oss">Om oss</a></li>' },
    ]);
  });

  it('other markup gives no columns', () => {
    expect(splitFooterColumns('<p>Just text</p>')).toEqual([]);
    expect(splitFooterColumns('<h3>Empty</h3><ul></ul>')).toEqual([]);
  });
});

describe('social links', () => {
  it('none configured: none shown', () => {
    expect(socialLinks('sv', {})).toEqual([]);
  });

  it('only the configured https links of the storefront, in a fixed order', () => {
    const env = {
      SOCIAL_YOUTUBE_SV: 'https://www.youtube.com/@shop',
      SOCIAL_FACEBOOK_SV: ' https://www.facebook.com/shop ',
      SOCIAL_INSTAGRAM_SV: 'javascript:alert(1)',
      SOCIAL_TIKTOK_SV: 'http://tiktok.com/@shop',
      SOCIAL_FACEBOOK_NO: 'https://www.facebook.com/shop-no',
    };
    expect(socialLinks('sv', env)).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/shop' },
      { network: 'youtube', url: 'https://www.youtube.com/@shop' },
    ]);
    expect(socialLinks('no', env).map((link) => link.network)).toEqual(['facebook']);
    expect(socialLinks('fi', env)).toEqual([]);
  });
});
