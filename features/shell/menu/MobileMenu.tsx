'use client';

import { useTranslations } from 'next-intl';
import { MenuIcon } from '@/features/shell/header/icons';
import { preloadOnIntent, WhenNeeded } from '@/platform/ui/lazy-island';
import { mobileMenuDrawerIsland } from '@/features/shell/menu/menu-island';
import type { MenuBrand, MenuNode } from '@/features/shell/menu/menu-tree';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * The mobile menu's button, and its panel from the first time it opens. The panel's code (the
 * drill-down and the brands view) is not in the first load: it loads when the shopper points at,
 * focuses or touches the button (issue 13, decision 0017).
 */
export function MobileMenu({ menu, brands }: { menu: readonly MenuNode[]; brands: readonly MenuBrand[] }) {
  const t = useTranslations('header');
  const open = useUiStore((ui) => ui.sidebarNavOpen);
  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        onClick={() => useUiStore.getState().openSidebarNav()}
        {...preloadOnIntent(mobileMenuDrawerIsland)}
      >
        <MenuIcon size={24} />
        <span className="visually-hidden">{t('menu')}</span>
      </button>
      <WhenNeeded needed={open}>
        <mobileMenuDrawerIsland.Component menu={menu} brands={brands} />
      </WhenNeeded>
    </>
  );
}
