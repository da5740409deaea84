import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** The optional customer-review widget (docs/product/chrome.md, CHR-11), which the backend does not provide: a review provider's page per locale. */
export interface ReviewWidget {
  provider: string;
  url: string;
}

const REVIEW_WIDGETS: Readonly<Partial<Record<StorefrontCode, ReviewWidget>>> = {
  sv: { provider: 'Trustpilot', url: 'https://se.trustpilot.com/review/teknikdelar.se' },
  no: { provider: 'Trustpilot', url: 'https://no.trustpilot.com/review/teknikdeler.no' },
};

export function reviewWidget(storefront: StorefrontCode): ReviewWidget | null {
  return REVIEW_WIDGETS[storefront] ?? null;
}

/** docs/product/chrome.md, CHR-12: the footer's link columns collapse on screens of 576px or less. */
export const FOOTER_COLLAPSE_MAX_WIDTH = 576;

export interface FooterColumn {
  /** Sanitised inner HTML of the column heading. */
  heading: string;
  /** Sanitised inner HTML of the column's list (the `<li>` items). */
  items: string;
}

/**
 * Splits the sanitised footer-columns widget into columns: every heading (h2-h4) followed by a list.
 * Markup of another shape gives no columns, and the widget is then shown as it is.
 */
export function splitFooterColumns(sanitizedHtml: string): FooterColumn[] {
  const columns: FooterColumn[] = [];
  const pattern = /<h([234])>([\s\S]*?)<\/h\1>\s*<ul>([\s\S]*?)<\/ul>/g;
  for (const match of sanitizedHtml.matchAll(pattern)) {
    const heading = (match[2] ?? '').trim();
    const items = (match[3] ?? '').trim();
    if (heading && items) columns.push({ heading, items });
  }
  return columns;
}
