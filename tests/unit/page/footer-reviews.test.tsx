// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { FooterReviews } from '@/features/shell/footer/FooterReviews';
import type { ReviewSummary } from '@/platform/api/types';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import da from '@/messages/da.json';
import fi from '@/messages/fi.json';
import nl from '@/messages/nl.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const MESSAGES = { sv, no, da, fi, nl };

const view = (summary: ReviewSummary | null, locale: StorefrontCode = 'sv') =>
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      <FooterReviews summary={summary} />
    </NextIntlClientProvider>,
  );

const summary = (rating: number, count: number, best = 5): ReviewSummary => ({
  rating_value: rating,
  best_rating: best,
  review_count: count,
  provider: 'Trustpilot',
  url: 'https://se.trustpilot.com/review/teknikdelar.se',
});

/** Number formats group thousands with a no-break space in some languages; compare with plain spaces. */
const text = (element: Element) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe("the footer's review summary (docs/product/chrome.md, CHR-19)", () => {
  it('renders nothing without a summary', () => {
    const { container } = view(null);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for a summary of no reviews', () => {
    const { container } = view(summary(0, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [4.7, 1234, '4,7 av 5, 1 234 omdömen', 0.94],
    [3.9, 87, '3,9 av 5, 87 omdömen', 0.78],
    [5, 1, '5 av 5, 1 omdöme', 1],
    [4.66, 20, '4,7 av 5, 20 omdömen', 0.932],
  ])('takes every figure from the answer: %d out of 5 over %d reviews', (rating, count, words, share) => {
    const { container } = view(summary(rating, count));
    const region = screen.getByRole('complementary', { name: sv.footer.reviewsTitle });
    expect(text(region.querySelector('.footer-reviews__text')!)).toBe(words);
    const link = screen.getByRole('link', { name: 'Läs omdömen på Trustpilot' });
    expect(link).toHaveAttribute('href', 'https://se.trustpilot.com/review/teknikdelar.se');
    const stars = container.querySelector('svg.footer-reviews__stars')!;
    expect(stars).toHaveAttribute('aria-hidden', 'true');
    expect(stars.querySelectorAll('.footer-reviews__empty use')).toHaveLength(5);
    expect(stars.querySelectorAll('.footer-reviews__filled use')).toHaveLength(5);
    // The filled stars show through a window as wide as the average's share of the scale.
    const window = stars.querySelector('clipPath rect')!;
    expect(Number(window.getAttribute('width')) / Number(stars.getAttribute('viewBox')!.split(' ')[2])).toBeCloseTo(share, 6);
  });

  it('draws as many stars as the scale the answer gives', () => {
    const { container } = view(summary(8.2, 40, 10));
    expect(container.querySelectorAll('svg.footer-reviews__stars .footer-reviews__empty use')).toHaveLength(10);
    expect(text(container.querySelector('.footer-reviews__text')!)).toBe('8,2 av 10, 40 omdömen');
  });

  it.each<[StorefrontCode, string, string]>([
    ['sv', '4,7 av 5, 1 234 omdömen', 'Läs omdömen på Trustpilot'],
    ['no', '4,7 av 5, 1 234 omtaler', 'Les omtaler på Trustpilot'],
    ['da', '4,7 ud af 5, 1.234 anmeldelser', 'Læs anmeldelser på Trustpilot'],
    ['fi', '4,7/5, 1 234 arviota', 'Lue arviot: Trustpilot'],
    ['nl', '4,7 van 5, 1.234 beoordelingen', 'Beoordelingen op Trustpilot'],
  ])('%s: says it in the storefront’s words and number format', (locale, words, link) => {
    const { container } = view(summary(4.7, 1234), locale);
    expect(text(container.querySelector('.footer-reviews__text')!)).toBe(words);
    expect(screen.getByRole('link', { name: link })).toBeVisible();
  });
});

const ROOT = join(import.meta.dirname, '../../..');

/** Every file under the folders, as [path, text]. */
function filesUnder(...dirs: string[]): [string, string][] {
  const under = (dir: string): string[] =>
    readdirSync(join(ROOT, dir)).flatMap((name) => {
      const path = join(dir, name);
      return statSync(join(ROOT, path)).isDirectory() ? under(path) : [path];
    });
  return dirs.flatMap(under).map((path) => [path, readFileSync(join(ROOT, path), 'utf8')]);
}

describe('no made-up rating in the shop (decision 0037)', () => {
  it('no star character in the footer’s code, styles or texts: stars are drawn from an answer only', () => {
    for (const [path, source] of [...filesUnder('features/shell', 'messages'), ...filesUnder('platform/ui')]) {
      expect(source, path).not.toMatch(/[★☆⭐]/);
    }
  });

  it('no review provider’s page in the shop: the link comes with the rating, from the backend', () => {
    for (const [path, source] of filesUnder('features', 'platform', 'messages')) expect(source, path).not.toMatch(/trustpilot\.|review\/teknikdel/i);
  });
});
