'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { sessionClient, type SessionFailure } from '@/features/account/session/session-client';
import { retryWait } from '@/features/account/retry-wait';
import { useShop } from '@/platform/state/shop-context';
import { useUiStore, type LinkKind } from '@/platform/state/ui-store';

/**
 * Asks for a sign-in link or a new-password link by e-mail. The answer reads the same for every
 * address, so the form tells nobody whether an account has it.
 */
export function LinkRequestForm({ kind }: { kind: LinkKind }) {
  const t = useTranslations('login');
  const { storefront } = useShop();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<SessionFailure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setFailure(null);
    const outcome = await sessionClient.requestLink(storefront.code, email, kind);
    setBusy(false);
    if (outcome.ok) setSentTo(email);
    else setFailure(outcome);
  };

  const back = (
    <button type="button" className="link-button" onClick={() => useUiStore.getState().openLogin('login')}>
      {t('backToSignIn')}
    </button>
  );

  if (sentTo !== null) {
    return (
      <>
        <p className="alert alert--info" role="status">
          {t('linkSent', { email: sentTo })}
        </p>
        {back}
      </>
    );
  }
  return (
    <>
      <p>{kind === 'login' ? t('requestLinkLead') : t('requestResetLead')}</p>
      <form className="stacked-form" onSubmit={(event) => void submit(event)}>
        <label htmlFor="link-request-email">{t('email')}</label>
        <input id="link-request-email" name="email" type="email" required autoComplete="email" maxLength={254} />
        {failure && (
          <p className="alert alert--danger" role="alert">
            {failure.reason === 'too_many_attempts'
              ? t('tooManyAttempts', retryWait(failure.retryAfterSeconds))
              : t(failure.reason === 'invalid_credentials' ? 'invalidEmail' : 'unavailable')}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t('requestLinkSubmit')}
        </button>
      </form>
      {back}
    </>
  );
}
