import { getTranslations } from 'next-intl/server';
import { Link } from '@/platform/i18n/navigation';
import { pageLinks } from '@/features/orders/order-page';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

const hrefOf = (page: number) => ({ pathname: '/my-account/orders' as const, query: page > 1 ? { page: String(page) } : {} });

/** Links to the pages of the order list: previous, numbered pages (the current one marked) and next. */
export async function OrdersPager({ locale, page, pages }: { locale: StorefrontCode; page: number; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'orders.list' });
  return (
    <nav className="orders-pager" aria-label={t('pager')}>
      <p className="orders-pager__status">{t('pageOf', { page, pages })}</p>
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" className="orders-pager__step">
              ‹ {t('previous')}
            </Link>
          </li>
        )}
        {pageLinks(page, pages).map((link) =>
          link.kind === 'gap' ? (
            <li key={`gap-${link.after}`} aria-hidden="true" className="orders-pager__gap">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link href={hrefOf(link.page)} aria-label={t('page', { page: link.page })} aria-current={link.page === page ? 'page' : undefined}>
                {link.page}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" className="orders-pager__step">
              {t('next')} ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
