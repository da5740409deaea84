'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { sessionClient, type SessionFailure } from '@/features/account';
import { useShop } from '@/platform/state/shop-context';
import { retryWait } from '@/features/account';
import { useRouter } from '@/platform/i18n/navigation';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * My order without a session: order number and e-mail sign in to the order strategy (its token
 * opens this one order), then the page renders again with the order. Customers with an account can
 * sign in instead.
 */
export function MyOrderLookup({ orderId = '' }: { orderId?: string }) {
  const t = useTranslations('login');
  const { storefront, local } = useShop();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SessionFailure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const order = String(form.get('order') ?? '').trim();
    setBusy(true);
    setFailure(null);
    const outcome = await sessionClient.lookUpOrder(storefront.code, order, String(form.get('email') ?? '').trim());
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome);
      return;
    }
    local.getState().setUser(outcome.user);
    const opened = outcome.user.orderId ?? order;
    if (opened === orderId) router.refresh();
    else router.push({ pathname: '/my-order/[id]', params: { id: opened } });
  };

  return (
    <>
      <form className="stacked-form" onSubmit={(event) => void submit(event)}>
        <label htmlFor="my-order-number">{t('orderNumber')}</label>
        <input id="my-order-number" name="order" required defaultValue={orderId} autoComplete="off" pattern="[A-Za-z0-9-]{3,40}" />
        <label htmlFor="my-order-email">{t('email')}</label>
        <input id="my-order-email" name="email" type="email" required autoComplete="email" />
        {failure && (
          <p className="alert alert--danger" role="alert">
            {failure.reason === 'too_many_attempts'
              ? t('tooManyAttempts', retryWait(failure.retryAfterSeconds))
              : t(failure.reason === 'invalid_credentials' ? 'orderNotFound' : 'unavailable')}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t('orderSubmit')}
        </button>
      </form>
      <button type="button" className="link-button" onClick={() => useUiStore.getState().openLogin()}>
        {t('switchToAccount')}
      </button>
    </>
  );
}
