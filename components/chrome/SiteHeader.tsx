import { getTranslations } from 'next-intl/server';
import { CartButton } from '@/components/cart/CartButton';
import { VatSwitch } from '@/components/cart/VatSwitch';
import { AccountLink } from '@/components/chrome/header/AccountLink';
import { CustomerServiceLink } from '@/components/chrome/header/CustomerServiceLink';
import { LocaleMenu } from '@/components/chrome/header/LocaleMenu';
import { UspBar } from '@/components/chrome/header/UspBar';
import { CategoryNav } from '@/components/chrome/menu/CategoryNav';
import { MobileMenu } from '@/components/chrome/menu/MobileMenu';
import { SearchForm } from '@/components/chrome/SearchForm';
import { fetchBrands, fetchMainMenu } from '@/lib/api/calls/catalog';
import { shapingData } from '@/lib/api/shaping-read';
import { localeSwitchOptions } from '@/lib/header/locale-switch';
import { Link } from '@/lib/i18n/navigation';
import { toMenuTree } from '@/lib/menu/menu-tree';
import type { Storefront } from '@/lib/storefronts';

/**
 * The page header (docs/product/chrome.md, CHR-1): selling points, customer service, account, VAT switch, locale
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
  const menu = toMenuTree(shapingData(menuResult, 'main menu'));
  const brands = shapingData(brandsResult, 'brand list');
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
          <LocaleMenu
            country={storefront.country}
            countryCode={storefront.countryCode}
            label={t('country')} options={localeSwitchOptions(storefront.code)} />
        </div>
      </div>
      <div className="masthead">
        <div className="masthead__menu">
          <MobileMenu menu={menu} brands={brands} />
        </div>
        <Link href="/" className="masthead__logo" aria-label={chrome('homeLink', { brand: storefront.brand })}>
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
          <AccountLink label={t('account')} />
        </div>
        <div className="masthead__cart">
          <CartButton />
        </div>
      </div>
      {menu.length > 0 && <CategoryNav menu={menu} />}
    </header>
  );
}
