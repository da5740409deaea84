'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reloadForChunkError, sendErrorReport } from '@/features/shell';
import { isStorefrontCode } from '@/platform/storefronts/storefronts';
import { errorStatus } from '@/platform/errors/error-status';
import { ErrorIcon } from '@/platform/ui/ErrorIcon';

/** docs/product/errors.md, ERR-2: the error message, with a client-error text and status 500 as fallback. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  const status = errorStatus(error);
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    if (isStorefrontCode(locale)) sendErrorReport(locale, error);
  }, [error, locale]);
  // Server errors reach the browser without their message in production; only a digest is left.
  const message = error.digest || !error.message ? t('clientError') : error.message;
  return (
    <section className="status-page" role="alert">
      <ErrorIcon />
      <p className="status-page__code">{status}</p>
      <h1>{t('errorTitle')}</h1>
      <p>{message}</p>
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  );
}
