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
