import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CartButton, VatSwitch } from '@/features/cart';
import { DeviceSwitcher } from '@/features/catalog';
import { AccountLink } from '@/features/shell/header/AccountLink';
import { CustomerServiceLink } from '@/features/shell/header/CustomerServiceLink';
import { LocaleMenu } from '@/features/shell/header/LocaleMenu';
import { QuickOrderLink } from '@/features/shell/header/QuickOrderLink';
import { UspBar } from '@/features/shell/header/UspBar';
import { CategoryNav } from '@/features/shell/menu/CategoryNav';
import { MobileMenu } from '@/features/shell/menu/MobileMenu';
import { SearchForm } from '@/features/search';
import { fetchBrands, fetchMainMenu } from '@/platform/api/calls/catalog';
import { shapingData } from '@/platform/api/shaping-read';
import { localeSwitchOptions } from '@/features/shell/header/locale-switch';
import { getPathname } from '@/platform/i18n/navigation';
import { toMenuBrands, toMenuTree } from '@/features/shell/menu/menu-tree';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The page header (docs/product/chrome.md, CHR-1): selling points, customer service, quick order (QO-7), account, VAT switch, devices (DEV-3), locale
 * dropdown, search, cart and the top-category row with its mega menus; the mobile menu below 830px.
 * Server-rendered from cached catalog reads: it never reads cookies or headers, and a failed read
 * throws rather than cache a page without its menu (decision 0006).
 */
export async function SiteHeader({ storefront }: { storefront: Storefront }) {
  const [chrome, t, menuResult, brandsResult] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'chrome' }),
    getTranslations({ locale: storefront.code, namespace: 'header' }),
    fetchMainMenu(storefront.code),
    fetchBrands(storefront.code),
  ]);
  const locale = storefront.code;
  // Every href is made here, so the header's client components need no route table (decision 0066).
  const menu = toMenuTree(shapingData(menuResult, 'main menu'), (path) => getPathname({ locale, href: { pathname: '/category/[...path]', params: { path } } }));
  const brands = toMenuBrands(shapingData(brandsResult, 'brand list'), (slug) =>
    getPathname({ locale, href: { pathname: '/brand/[slug]', params: { slug } } }),
  );
  return (
    <header className="site-header">
      <div className="header-top">
        <div className="header-top__inner">
          <UspBar storefront={storefront.code} />
          {storefront.allowExVAT && (
            <div className="header-top__vat">
              <VatSwitch />
            </div>
          )}
          <DeviceSwitcher label={t('devices')} />
          <LocaleMenu country={storefront.country} countryCode={storefront.countryCode} label={t('country')} options={localeSwitchOptions(storefront.code)} />
        </div>
      </div>
      <div className="masthead">
        <div className="masthead__menu">
          <MobileMenu menu={menu} brands={brands} />
        </div>
        <Link href={getPathname({ locale, href: '/' })} className="masthead__logo" aria-label={chrome('homeLink', { brand: storefront.brand })}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG logo needs no optimiser */}
          <img src={storefront.logo} alt="" width={180} height={36} />
        </Link>
        <div className="masthead__search">
          <SearchForm />
        </div>
        <div className="masthead__service">
          <CustomerServiceLink storefront={storefront.code} label={t('customerService')} />
        </div>
        <div className="masthead__account">
          <QuickOrderLink storefront={locale} label={t('quickOrder')} />
          <AccountLink label={t('account')} ordersHref={getPathname({ locale, href: '/my-account/orders' })} />
        </div>
        <div className="masthead__cart">
          <CartButton />
        </div>
      </div>
      {menu.length > 0 && <CategoryNav menu={menu} />}
    </header>
  );
}
