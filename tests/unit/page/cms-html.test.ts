import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '@/features/content/cms-html';

describe('CMS HTML links', () => {
  it('a new tab gets noopener noreferrer, whatever rel the CMS wrote', () => {
    expect(sanitizeCmsHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it.each(['_self', '_parent', '_top', 'shop-window', ''])('drops target="%s"', (target) => {
    expect(sanitizeCmsHtml(`<a href="/frakt" target="${target}">Frakt</a>`)).toBe('<a href="/frakt">Frakt</a>');
  });

  it('keeps plain links, mail and phone links as they are', () => {
    const html = '<a href="/kundservice/kontakt">Kontakt</a><a href="mailto:kundservice@teknikdelar.example">E-post</a><a href="tel:+46812345">Ring</a>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('drops javascript: links', () => {
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});

describe('CMS HTML images', () => {
  it('keeps https: and same-origin images', () => {
    expect(sanitizeCmsHtml('<img src="https://cdn.example.com/a.jpg" alt="A" />')).toBe('<img src="https://cdn.example.com/a.jpg" alt="A" />');
    expect(sanitizeCmsHtml('<img src="/images/a.jpg" alt="A" />')).toBe('<img src="/images/a.jpg" alt="A" />');
  });

  it.each(['http://cdn.example.com/a.jpg', '//cdn.example.com/a.jpg', 'data:image/png;base64,AAAA', 'javascript:alert(1)'])('drops the source %s', (src) => {
    expect(sanitizeCmsHtml(`<img src="${src}" alt="A" />`)).toBe('<img alt="A" />');
  });
});
