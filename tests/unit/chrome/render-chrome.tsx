import { JSDOM } from 'jsdom';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ShopContext } from '@/platform/state/shop-context';
import { createLocalStore } from '@/features/shell/store/local-store';
import { createSessionStore } from '@/features/shell/store/session-store';
import { createHydrationGate } from '@/platform/state/hydration';
import type { Storefront } from '@/platform/storefronts/storefronts';
import { routeHrefs } from '@/platform/i18n/route-hrefs';

/** A first render never navigates: the islands only need a router to be there. */
const stay = () => undefined;
const ROUTER: AppRouterInstance = { back: stay, forward: stay, refresh: stay, push: stay, replace: stay, prefetch: stay, bfcacheId: 'chrome-test' };

/**
 * Server-renders a piece of the page chrome as the storefront's layout does, async server components
 * and all, and gives back its document. The test file mocks `next-intl/server` with
 * `serverTranslations` (./server-translations.ts), since the server's translations need Next's request.
 */
export async function renderChrome(storefront: Storefront, node: ReactNode): Promise<Document> {
  const messages = (await import(`@/messages/${storefront.code}.json`)) as { default: Record<string, unknown> };
  const local = createLocalStore(storefront.code);
  const session = createSessionStore();
  const shop = { storefront, hrefs: routeHrefs(storefront.code), local, session, hydration: createHydrationGate(local, session) };
  const stream = await renderToReadableStream(
    <AppRouterContext.Provider value={ROUTER}>
      <PathnameContext.Provider value="/">
        <NextIntlClientProvider locale={storefront.code} timeZone={storefront.timeZone} messages={messages.default}>
          <ShopContext.Provider value={shop}>{node}</ShopContext.Provider>
        </NextIntlClientProvider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>,
  );
  await stream.allReady;
  return new JSDOM(await new Response(stream).text()).window.document;
}
