'use client';

import { useEffect, useState } from 'react';
import '@/platform/ui/globals.css';
import { reloadForChunkError } from '@/features/shell';
import { errorStatus } from '@/platform/errors/error-status';
import { storefrontFromRequest } from '@/platform/i18n/storefront-from-request';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import { ErrorIcon } from '@/platform/ui/ErrorIcon';

interface ErrorTexts {
  errorTitle: string;
  clientError: string;
  retry: string;
}

/**
 * Last resort when the storefront layout itself failed, so next-intl is not there: the texts of the
 * storefront's own messages are loaded on demand, keeping them out of every page's JavaScript. A
 * chunk that failed while rendering the layout (the cookie alert's lazy panel) reloads the page
 * instead, as docs/product/errors.md, ERR-3 asks, at most once per 60 s. The status is the one the
 * failed read carried across in the error's digest (ERR-2), so a 503 says so in production too.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { storefront } = storefrontFromRequest(
    typeof window === 'undefined' ? null : window.location.host,
    typeof window === 'undefined' ? '/' : window.location.pathname,
  );
  const status = errorStatus(error);
  const [texts, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    void import(`@/messages/${storefront}.json`).then((messages: { default: { errors: ErrorTexts } }) => setTexts(messages.default.errors));
  }, [error, storefront]);
  return (
    <html lang={STOREFRONTS[storefront].iso}>
      <body>
        <main className="status-page" role="alert">
          <ErrorIcon />
          <p className="status-page__code">{status}</p>
          {texts && (
            <>
              <h1>{texts.errorTitle}</h1>
              <p>{texts.clientError}</p>
              <button type="button" className="button" onClick={reset}>
                {texts.retry}
              </button>
            </>
          )}
        </main>
      </body>
    </html>
  );
}
