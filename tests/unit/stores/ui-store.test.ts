/**
 * The UI toggles of docs/product/chrome.md (CHR-6, CHR-7) that this design shows (decision 0012): the sidebar nav (the
 * menu drawer) and the full-page modal, which holds the page still while a screen-tall panel is open.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fullPageModalOpen, useUiStore } from '@/platform/state/ui-store';

const ui = () => useUiStore.getState();
const initial = useUiStore.getState();

beforeEach(() => {
  useUiStore.setState(initial, true);
});

describe('UI toggles', () => {
  it('starts with the sidebar nav closed and no full-page modal', () => {
    expect(ui().sidebarNavOpen).toBe(false);
    expect(fullPageModalOpen(ui())).toBe(false);
  });

  it('opens and closes the sidebar nav, a full-page modal while open', () => {
    ui().openSidebarNav();
    expect(ui().sidebarNavOpen).toBe(true);
    expect(fullPageModalOpen(ui())).toBe(true);
    ui().closeSidebarNav();
    expect(ui().sidebarNavOpen).toBe(false);
    expect(fullPageModalOpen(ui())).toBe(false);
  });

  it('keeps one screen-tall panel at a time: the cart, the accessories panel or the sidebar nav', () => {
    ui().openSidebarNav();
    ui().openCart();
    expect(ui()).toMatchObject({ sidebarNavOpen: false, cartOpen: true });
    ui().openSidebarNav();
    expect(ui()).toMatchObject({ sidebarNavOpen: true, cartOpen: false });
    ui().showUpselling({ productId: 7, name: 'Skärm' });
    expect(ui()).toMatchObject({ sidebarNavOpen: false, cartOpen: false, upselling: { productId: 7 } });
    expect(fullPageModalOpen(ui())).toBe(true);
    ui().openSidebarNav();
    expect(ui()).toMatchObject({ sidebarNavOpen: true, upselling: null });
  });

  it('closes the sidebar nav when the login dialog opens', () => {
    ui().openSidebarNav();
    ui().openLogin();
    expect(ui()).toMatchObject({ sidebarNavOpen: false, loginModal: 'login' });
  });

  it('counts no small centred dialog as a full-page modal', () => {
    ui().openLogin('change-password');
    ui().showConsent('settings');
    expect(fullPageModalOpen(ui())).toBe(false);
  });

  it('ends the full-page modal when its panel closes', () => {
    ui().openCart();
    expect(fullPageModalOpen(ui())).toBe(true);
    ui().closeCart();
    expect(fullPageModalOpen(ui())).toBe(false);
    ui().showUpselling({ productId: 7, name: 'Skärm' });
    ui().showUpselling(null);
    expect(fullPageModalOpen(ui())).toBe(false);
  });
});
