import Link from 'next/link';

/** A crumb with its href made on the server, so the product page's client trail needs no route table (decision 0066). */
export interface Crumb {
  label: string;
  href: string;
}

export interface BreadcrumbNavProps {
  items: Crumb[];
  /** The landmark's name, in the storefront's language. */
  label: string;
  variant?: 'default' | 'deal';
  /** One line whatever the trail: a trail swapped after load then never moves the page. */
  oneLine?: boolean;
}

/**
 * docs/product/chrome.md, CHR-10: shown only with more than 1 item; the last one is the current page. A deal
 * page gets the `deal` style. Without hooks, so server pages and the product page's client trail
 * draw the same markup.
 */
export function BreadcrumbNav({ items, label, variant = 'default', oneLine = false }: BreadcrumbNavProps) {
  if (items.length <= 1) return null;
  const className = ['breadcrumbs', variant === 'deal' && 'breadcrumbs--deal', oneLine && 'breadcrumbs--one-line'].filter(Boolean).join(' ');
  return (
    <nav aria-label={label} className={className}>
      <ol>
        {items.map((item, index) => (
          <li key={index}>{index === items.length - 1 ? <span aria-current="page">{item.label}</span> : <Link href={item.href}>{item.label}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
