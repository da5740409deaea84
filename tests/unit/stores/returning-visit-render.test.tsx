// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl';
import { act, Profiler, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartButton } from '@/features/cart/CartButton';
import { toCartItemPayload } from '@/features/cart/cart-payload';
import { createLocalStore } from '@/features/shell/store/local-store';
import { LOCAL_STORE_VERSION } from '@/features/shell/store/persisted-local';
import { createSessionStore } from '@/features/shell/store/session-store';
import { createHydrationGate } from '@/platform/state/hydration';
import { ShopContext, useLocalStore, type ShopContextValue } from '@/platform/state/shop-context';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import messages from '@/messages/sv.json';
import { line } from './sample-line';
import { routeHrefs } from '@/platform/i18n/route-hrefs';

/*
 * A returning visit (decision 0055): the stores hold what was stored before React hydrates, the
 * server's markup hydrates without a mismatch, and only what shows stored state renders again, at
 * once: no chunk is awaited in between.
 */

/** Stands for the page around the badge: it reads the store, but nothing the stored cart changes. */
function PageContent() {
  const vat = useLocalStore((state) => state.carts.sv?.vat ?? true);
  return <p>{vat ? 'inkl. moms' : 'exkl. moms'}</p>;
}

function Page({ shop, commits }: { shop: ShopContextValue; commits: string[] }): ReactNode {
  const count = (id: string, phase: string) => commits.push(`${id}:${phase}`);
  return (
    <NextIntlClientProvider locale="sv" timeZone="Europe/Stockholm" messages={messages}>
      <ShopContext.Provider value={shop}>
        <Profiler id="badge" onRender={count}>
          <CartButton />
        </Profiler>
        <Profiler id="page" onRender={count}>
          <PageContent />
        </Profiler>
      </ShopContext.Provider>
    </NextIntlClientProvider>
  );
}

/** What ShopProviders makes on each page load. */
function newShop(): ShopContextValue {
  const local = createLocalStore('sv');
  const session = createSessionStore();
  return { storefront: STOREFRONTS.sv, hrefs: routeHrefs('sv'), local, session, hydration: createHydrationGate(local, session) };
}

// React's act() flushes renders and effects only where it is told a test runs it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

describe('a returning visit renders the stored cart without waiting and without a mismatch', () => {
  it('hydrates the server markup once and re-renders only the badge, before anything is awaited', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page shop={newShop()} commits={[]} />);
    document.body.append(container);
    expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('0');

    localStorage.setItem(
      'td02',
      JSON.stringify({ state: { carts: { sv: { items: [toCartItemPayload(line({ quantity: 2 }))] } } }, version: LOCAL_STORE_VERSION }),
    );
    const commits: string[] = [];
    const errors: unknown[] = [];
    // A synchronous act: it flushes React's work and its effects, but no promise a chunk would settle.
    act(() => {
      roots.push(hydrateRoot(container, <Page shop={newShop()} commits={commits} />, { onRecoverableError: (error) => errors.push(error) }));
    });

    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('2');
    expect(commits.filter((commit) => commit.startsWith('page:'))).toEqual(['page:mount']);
    expect(commits.filter((commit) => commit.startsWith('badge:'))).toEqual(['badge:mount', 'badge:update']);
  });
});
