'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef } from 'react';
import { ChevronIcon } from '@/features/shell/header/icons';
import { CloseIcon } from '@/features/shell/menu/CloseIcon';
import { Dialog } from '@/platform/ui/Dialog';
import Link from 'next/link';
import { canGoBack, DRILL_DOWN_START, drillDown, drillDownLevel } from '@/features/shell/menu/drill-down';
import type { MenuBrand, MenuNode } from '@/features/shell/menu/menu-tree';
import { useUiStore } from '@/platform/state/ui-store';

const TITLE_ID = 'mobile-menu-title';

/**
 * The mobile menu's panel (below 830px, docs/product/chrome.md, CHR-6): a modal panel with a drill-down
 * stack of categories (back goes one level up, close closes) and a brands view of ten brands.
 * Whether it is open is the UI store's sidebar nav (decision 0012): opening the cart or the login
 * closes it. Its code loads when the shopper reaches for the menu button (MobileMenu.tsx).
 */
export function MobileMenuDrawer({ menu, brands }: { menu: readonly MenuNode[]; brands: readonly MenuBrand[] }) {
  const t = useTranslations('header');
  const open = useUiStore((ui) => ui.sidebarNavOpen);
  const [state, dispatch] = useReducer(drillDown, DRILL_DOWN_START);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const level = drillDownLevel(menu, state.stack);

  // After a step in or out, the new level's heading takes focus so it is announced.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [state]);

  const step = (action: Parameters<typeof drillDown>[1]) => {
    moved.current = true;
    dispatch(action);
  };
  const close = () => {
    useUiStore.getState().closeSidebarNav();
    dispatch({ type: 'reset' });
  };

  const title = state.view === 'brands' ? t('brands') : (level.parent?.name ?? t('menu'));

  return (
    <Dialog open={open} onClose={close} labelledBy={TITLE_ID} className="menu-drawer">
      <div className="menu-drawer__header">
        {canGoBack(state) ? (
          <button type="button" className="menu-drawer__back" onClick={() => step({ type: 'back' })}>
            <ChevronIcon direction="left" size={20} />
            {t('back')}
          </button>
        ) : (
          <span className="menu-drawer__spacer" />
        )}
        <h2 id={TITLE_ID} ref={headingRef} tabIndex={-1} className="menu-drawer__title">
          {title}
        </h2>
        <button type="button" className="menu-drawer__close" aria-label={t('closeMenu')} onClick={close}>
          <CloseIcon size={22} />
        </button>
      </div>
      {state.view === 'brands' ? (
        <ul className="menu-drawer__list" data-testid="mobile-menu-brands">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link href={brand.href} className="menu-drawer__entry" onClick={close}>
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="menu-drawer__list">
          {level.parent && (
            <li>
              <Link href={level.parent.href} className="menu-drawer__entry menu-drawer__entry--all" onClick={close}>
                {t('allIn', { name: level.parent.name })}
              </Link>
            </li>
          )}
          {level.items.map((item) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <button type="button" className="menu-drawer__entry" onClick={() => step({ type: 'expand', id: item.id })}>
                  {item.name}
                  <ChevronIcon direction="right" size={20} />
                </button>
              ) : (
                <Link href={item.href} className="menu-drawer__entry" onClick={close}>
                  {item.name}
                </Link>
              )}
            </li>
          ))}
          {!level.parent && brands.length > 0 && (
            <li>
              <button type="button" className="menu-drawer__entry menu-drawer__entry--brands" onClick={() => step({ type: 'brands' })}>
                {t('brands')}
                <ChevronIcon direction="right" size={20} />
              </button>
            </li>
          )}
        </ul>
      )}
    </Dialog>
  );
}
