'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { PasswordRules } from '@/features/account/PasswordRules';
import { sessionClient, type PasswordOutcome } from '@/features/account/session/session-client';
import { useLocalStore, useShop } from '@/platform/state/shop-context';
import { brokenPasswordRules } from '@/features/account/password-rules';
import { retryWait } from '@/features/account/retry-wait';
import { useUiStore } from '@/platform/state/ui-store';

type Failure = Exclude<PasswordOutcome, { ok: true }>['reason'] | 'passwords_differ';

const FAILURE_MESSAGE = {
  weak_password: 'weakPassword',
  wrong_password: 'wrongPassword',
  invalid_token: 'invalidToken',
  signed_out: 'passwordSignedOut',
  unavailable: 'unavailable',
  passwords_differ: 'passwordsDiffer',
} as const satisfies Record<Exclude<Failure, 'too_many_attempts'>, string>;

/**
 * The login dialog's change-password view (docs/product/account.md, ACC-7). With the e-mail link's token the
 * customer sets a new password and then signs in with it; signed in, they give the current one too.
 * The rules are listed before any typing and marked met or missing, in words, as they type.
 */
export function ChangePasswordForm() {
  const t = useTranslations('login');
  const { storefront } = useShop();
  const resetToken = useUiStore((state) => state.passwordResetToken);
  const signedIn = useLocalStore((state) => state.user !== null && state.user.orderId === null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ reason: Failure; retryAfterSeconds?: number } | null>(null);
  const [saved, setSaved] = useState(false);

  if (!resetToken && !signedIn) {
    return (
      <div className="stacked-form">
        <p>{t('passwordSignedOut')}</p>
        <button type="button" className="button" onClick={() => useUiStore.getState().openLogin()}>
          {t('title')}
        </button>
      </div>
    );
  }
  if (saved) {
    return (
      <div className="stacked-form">
        <p className="alert alert--info" role="status">
          {t('passwordSaved')}
        </p>
        <button type="button" className="button" onClick={() => useUiStore.getState().closeLogin()}>
          {t('close')}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const repeat = String(form.get('repeat') ?? '');
    setFailure(null);
    if (brokenPasswordRules(password).length > 0) return setFailure({ reason: 'weak_password' });
    if (repeat !== password) return setFailure({ reason: 'passwords_differ' });
    setBusy(true);
    const outcome = resetToken
      ? await sessionClient.resetPassword(storefront.code, resetToken, password)
      : await sessionClient.changePassword(storefront.code, String(form.get('current') ?? ''), password);
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome);
    if (resetToken) useUiStore.getState().openLogin('login', { notice: 'password-changed' });
    else setSaved(true);
  };

  return (
    <form className="stacked-form" onSubmit={(event) => void submit(event)}>
      <p>{t('changePasswordLead')}</p>
      {!resetToken && (
        <>
          <label htmlFor="password-current">{t('currentPassword')}</label>
          <input id="password-current" name="current" type="password" required autoComplete="current-password" />
        </>
      )}
      <label htmlFor="password-new">{t('newPassword')}</label>
      <input
        id="password-new"
        name="password"
        type="password"
        required
        autoComplete="new-password"
        aria-describedby="password-rules"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordRules id="password-rules" candidate={password} />
      <label htmlFor="password-repeat">{t('repeatPassword')}</label>
      <input id="password-repeat" name="repeat" type="password" required autoComplete="new-password" />
      {failure && (
        <p className="alert alert--danger" role="alert">
          {failure.reason === 'too_many_attempts' ? t('tooManyAttempts', retryWait(failure.retryAfterSeconds ?? 60)) : t(FAILURE_MESSAGE[failure.reason])}
        </p>
      )}
      {failure?.reason === 'invalid_token' && (
        <button type="button" className="link-button" onClick={() => useUiStore.getState().openLogin('link-request', { requestKind: 'reset' })}>
          {t('requestNewLink')}
        </button>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t('savePassword')}
      </button>
    </form>
  );
}
