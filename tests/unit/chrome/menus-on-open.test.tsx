// @vitest-environment jsdom
/**
 * The header's menus put their entries into the document when they open, not into every page's
 * document and hydration (docs/product/chrome.md, CHR-20; decision 0071). A closed menu keeps an
 * empty element, so its button's `aria-controls` still names something.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/sv.json';
import { CategoryNav } from '@/features/shell/menu/CategoryNav';
import { LocaleMenu } from '@/features/shell/header/LocaleMenu';
import { localeSwitchOptions } from '@/features/shell/header/locale-switch';
import type { MenuNode } from '@/features/shell/menu/menu-tree';

const stay = () => undefined;
const ROUTER: AppRouterInstance = { back: stay, forward: stay, refresh: stay, push: stay, replace: stay, prefetch: stay, bfcacheId: 'menus-test' };

const node = (id: number, name: string, children: MenuNode[] = []): MenuNode => ({ id, name, href: `/kategori/${id}`, children });
const MENU: MenuNode[] = [
  node(1, 'Reservdelar', [node(11, 'Apple', [node(111, 'iPhone 15'), node(112, 'iPhone 14')]), node(12, 'Samsung', [node(121, 'Galaxy S24')])]),
  node(2, 'Tillbehör', [node(21, 'Laddare')]),
  node(3, 'Verktyg'),
];

function Providers({ children }: { children: ReactNode }) {
  return (
    <AppRouterContext.Provider value={ROUTER}>
      <PathnameContext.Provider value="/">
        <NextIntlClientProvider locale="sv" messages={messages}>
          {children}
        </NextIntlClientProvider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>
  );
}

const controlled = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the mega menus (CHR-5, CHR-20)', () => {
  it('hold no links while closed: the row has one link per top category', () => {
    render(<CategoryNav menu={MENU} />, { wrapper: Providers });
    const nav = screen.getByRole('navigation');
    expect(nav.querySelectorAll('a')).toHaveLength(MENU.length);
    for (const top of MENU.filter((category) => category.children.length > 0)) {
      const panel = controlled(screen.getByRole('button', { name: top.name }));
      expect(panel).not.toBeNull();
      expect(panel!.hidden).toBe(true);
      expect(panel!.childElementCount).toBe(0);
    }
  });

  it('render a panel’s links when it opens and drop them when it closes', () => {
    render(<CategoryNav menu={MENU} />, { wrapper: Providers });
    const toggle = screen.getByRole('button', { name: 'Reservdelar' });
    fireEvent.click(toggle);
    const panel = controlled(toggle)!;
    expect(panel.hidden).toBe(false);
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Allt inom Reservdelar', '/kategori/1'],
      ['Apple', '/kategori/11'],
      ['iPhone 15', '/kategori/111'],
      ['iPhone 14', '/kategori/112'],
      ['Samsung', '/kategori/12'],
      ['Galaxy S24', '/kategori/121'],
    ]);
    act(() => {
      fireEvent.keyDown(toggle, { key: 'Escape' });
    });
    expect(panel.hidden).toBe(true);
    expect(panel.childElementCount).toBe(0);
    expect(toggle).toBe(document.activeElement);
  });
});

describe('the locale menu (CHR-3, CHR-20)', () => {
  const renderMenu = () => render(<LocaleMenu country="Sverige" countryCode="SE" label="Land" options={localeSwitchOptions('sv')} />, { wrapper: Providers });

  it('holds no links while closed', () => {
    renderMenu();
    const list = controlled(screen.getByRole('button', { name: /Sverige/ }));
    expect(list).not.toBeNull();
    expect(list!.hidden).toBe(true);
    expect(list!.childElementCount).toBe(0);
  });

  it('lists the other storefronts when it opens', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: /Sverige/ });
    fireEvent.click(button);
    const list = controlled(button)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sverige', 'Norge', 'Danmark', 'Suomi']);
  });
});
