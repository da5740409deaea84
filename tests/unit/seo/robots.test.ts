import { describe, expect, it } from 'vitest';
import { robotsTxt } from '@/features/seo/robots';

describe('robotsTxt', () => {
  const text = robotsTxt({ disallow: ['/sok', '/checkout'], sitemap: 'https://www.example.se/sitemap.xml' });
  const lines = text.split('\n');

  it('allows everything else for every crawler', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
  });

  it.each([['/sok'], ['/checkout']])('blocks %s itself, below it and with a query, and nothing that merely starts with it', (path) => {
    expect(lines).toEqual(expect.arrayContaining([`Disallow: ${path}$`, `Disallow: ${path}/`, `Disallow: ${path}?`]));
    expect(lines).not.toContain(`Disallow: ${path}`);
  });

  it('names the sitemap by absolute URL and ends with a newline', () => {
    expect(lines).toContain('Sitemap: https://www.example.se/sitemap.xml');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('is exactly this', () => {
    expect(text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /sok$',
        'Disallow: /sok/',
        'Disallow: /sok?',
        'Disallow: /checkout$',
        'Disallow: /checkout/',
        'Disallow: /checkout?',
        '',
        'Sitemap: https://www.example.se/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
