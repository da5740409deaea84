// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentGate } from '@/features/consent/ConsentGate';
import type { CookieAlertLabels } from '@/features/consent/CookieAlertPanel';
import { createLocalStore } from '@/features/shell/store/local-store';
import { createSessionStore } from '@/features/shell/store/session-store';
import { CONSENT_COOKIE } from '@/platform/consent/consent';
import { createHydrationGate } from '@/platform/state/hydration';
import { ShopContext, type ShopContextValue } from '@/platform/state/shop-context';
import { useUiStore } from '@/platform/state/ui-store';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import { routeHrefs } from '@/platform/i18n/route-hrefs';

const purpose = { name: 'n', description: 'd' };
const labels: CookieAlertLabels = {
  title: 'Vi använder cookies',
  allowAll: 'Tillåt alla',
  necessaryOnly: 'Endast nödvändiga',
  settings: 'Inställningar',
  settingsTitle: 'Cookieinställningar',
  settingsIntro: 'i',
  save: 's',
  alwaysOn: 'a',
  close: 'c',
  purposes: { necessary: purpose, adStorage: purpose, analyticsStorage: purpose, adPersonalization: purpose },
};

function Page({ shop }: { shop: ShopContextValue }) {
  return (
    <ShopContext.Provider value={shop}>
      <ConsentGate labels={labels}>
        <p>Cookies hjälper oss.</p>
      </ConsentGate>
    </ShopContext.Provider>
  );
}

function newShop(): ShopContextValue {
  const local = createLocalStore('sv');
  const session = createSessionStore();
  return { storefront: STOREFRONTS.sv, hrefs: routeHrefs('sv'), local, session, hydration: createHydrationGate(local, session) };
}

const initialUi = useUiStore.getState();
/** Hydrated roots, unmounted after each test: the alert's lazy panel must not render into a torn-down document. */
const roots: Root[] = [];
beforeEach(() => useUiStore.setState(initialUi, true));
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.body.innerHTML = '';
});

/** The gate's server HTML, hydrated in this document: what React reports, and the page after its effects. */
async function hydrate(): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const shop = newShop();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page shop={shop} />);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, <Page shop={shop} />, { onRecoverableError: (error) => errors.push(error) }));
  });
  return { container, errors };
}

describe('the cookie alert in the page as served (docs/product/consent.md, CNS-10)', () => {
  it('is in the server HTML for everyone: a region with the text, its answers marked not ready', () => {
    const html = renderToString(<Page shop={newShop()} />);
    expect(html).toContain('data-view="pending"');
    expect(html).toContain(labels.title);
    expect(html).toContain('Cookies hjälper oss.');
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(3);
  });

  it('goes after hydration when a choice is stored, without a mismatch', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    const { container, errors } = await hydrate();
    expect(errors).toEqual([]);
    expect(container.querySelector('.cookie-alert')).toBeNull();
    expect(useUiStore.getState().consentView).toBe('hidden');
  });

  it('stays on a first visit, asking, until the panel takes its place', async () => {
    const { container, errors } = await hydrate();
    expect(errors).toEqual([]);
    expect(useUiStore.getState().consentView).toBe('alert');
    expect(container.querySelector('.cookie-alert')?.textContent).toContain(labels.title);
  });
});
