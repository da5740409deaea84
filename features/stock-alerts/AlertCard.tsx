'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import type { RemoveState } from '@/features/stock-alerts/alert-rules';
import { removeAlert } from '@/features/stock-alerts/remove-actions';
import type { StockAlert } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';

const INITIAL: RemoveState = { kind: 'idle' };

/** One of the account's alerts with its "let it go" button (docs/product/stock-alerts.md, STK-7); the answer takes the focus. */
export function AlertCard({ alert }: { alert: StockAlert }) {
  const t = useTranslations('stockAlerts');
  const format = useFormatter();
  const [state, formAction, pending] = useActionState(removeAlert, INITIAL);
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.kind !== 'idle') answerRef.current?.focus();
  }, [state]);
  if (state.kind === 'removed') {
    return (
      <p ref={answerRef} role="status" tabIndex={-1} className="alert alert--success">
        {t('account.removed', { product: alert.product.name })}
      </p>
    );
  }
  const headingId = `stock-alert-${alert.id}`;
  return (
    <article className="card card--stacked" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {alert.product.slug ? (
          <Link href={{ pathname: '/product/[slug]', params: { slug: alert.product.slug } }}>{alert.product.name}</Link>
        ) : (
          alert.product.name
        )}
      </h2>
      <p>{t('account.until', { date: format.dateTime(new Date(alert.expires_at), { dateStyle: 'long', timeZone: 'UTC' }) })}</p>
      {state.kind !== 'idle' && (
        <p ref={answerRef} role="alert" tabIndex={-1} className="alert alert--danger">
          {t(`account.${state.kind}`)}
        </p>
      )}
      <form action={formAction} className="form-actions">
        <input type="hidden" name="alert" value={alert.id} />
        <button type="submit" className="button button--secondary" disabled={pending} aria-describedby={headingId}>
          {pending ? t('account.removing') : t('account.remove')}
        </button>
      </form>
    </article>
  );
}
