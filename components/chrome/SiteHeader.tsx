import { getTranslations } from 'next-intl/server';
import { CartButton } from '@/components/cart/CartButton';
import { VatSwitch } from '@/components/cart/VatSwitch';
import { SearchForm } from '@/components/chrome/SearchForm';
import { fetchMainMenu } from '@/lib/api/calls/catalog';
import { dataOr } from '@/lib/api/result';
import { Link } from '@/lib/i18n/navigation';
import type { Storefront } from '@/lib/storefronts';

export async function SiteHeader({ storefront }: { storefront: Storefront }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const menu = dataOr(await fetchMainMenu(storefront.code), []);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link href="/" className="site-header__logo" aria-label={t('homeLink', { brand: storefront.brand })}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG logo needs no optimiser */}
          <img src={storefront.logo} alt="" width={180} height={36} />
        </Link>
        <SearchForm />
        <div className="site-header__tools">
          <VatSwitch />
          <CartButton />
        </div>
      </div>
      {menu.length > 0 && (
        <nav className="category-row" aria-label={t('categoriesLabel')}>
          <ul>
            {menu.map((category) => (
              <li key={category.id}>
                <Link href={{ pathname: '/category/[...path]', params: { path: category.uri.split('/') } }}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
