'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ChangePasswordForm } from '@/features/account/ChangePasswordForm';
import { LinkRequestForm } from '@/features/account/LinkRequestForm';
import { LinkSignInConfirm } from '@/features/account/LinkSignInConfirm';
import { sessionClient, type SessionFailure, type SessionOutcome } from '@/features/account/session/session-client';
import { useShop } from '@/platform/state/shop-context';
import { Dialog } from '@/platform/ui/Dialog';
import { retryWait } from '@/features/account/retry-wait';
import { useRouter } from '@/platform/i18n/navigation';
import { pathAfterSignIn, RETURN_PARAMETER, returnPathFrom } from '@/platform/session/login-return';
import { useUiStore } from '@/platform/state/ui-store';

type Mode = 'account' | 'order';

const NOTICE = {
  'link-invalid': { text: 'linkInvalid', className: 'alert alert--danger', role: 'alert' },
  'link-unavailable': { text: 'unavailable', className: 'alert alert--warning', role: 'alert' },
  'password-changed': { text: 'passwordChanged', className: 'alert alert--info', role: 'status' },
} as const;

/**
 * Sign in with an account, or open one order with its number and e-mail (docs/product/account.md, ACC-1); the
 * change-password view (docs/product/account.md, ACC-7) is the same dialog's other state. Opened by a login
 * redirect, signing in leads back to the page the shopper asked for.
 */
export function LoginDialog() {
  const t = useTranslations('login');
  const { storefront, local } = useShop();
  const router = useRouter();
  const view = useUiStore((state) => state.loginModal);
  const notice = useUiStore((state) => state.loginNotice);
  const orderId = useUiStore((state) => state.loginOrderId);
  const pendingLink = useUiStore((state) => state.pendingLink);
  const linkRequestKind = useUiStore((state) => state.linkRequestKind);
  const closeLogin = useUiStore((state) => state.closeLogin);
  // Null until the shopper switches: then the dialog opens as the login redirect asked.
  const [chosenMode, setMode] = useState<Mode | null>(null);
  const mode: Mode = chosenMode ?? (orderId ? 'order' : 'account');
  const close = () => {
    setMode(null);
    closeLogin();
  };
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SessionFailure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setFailure(null);
    const outcome: SessionOutcome =
      mode === 'account'
        ? await sessionClient.signIn(storefront.code, field('email'), String(form.get('password') ?? ''))
        : await sessionClient.lookUpOrder(storefront.code, field('order'), field('email'));
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome);
      return;
    }
    local.getState().setUser(outcome.user);
    useUiStore.getState().setSessionEnded(false);
    close();
    const next = pathAfterSignIn(outcome.user, returnPathFrom(new URLSearchParams(window.location.search).get(RETURN_PARAMETER)));
    // The address as the shopper asked for it, locale prefix included: the shop's router would add its own.
    if (next.kind === 'return') window.location.assign(next.path);
    else if (next.kind === 'order') router.push({ pathname: '/my-order/[id]', params: { id: next.orderId } });
    else router.push('/my-account/orders');
  };

  const loginForm = (
    <>
      {notice && (
        <p className={NOTICE[notice].className} role={NOTICE[notice].role}>
          {t(NOTICE[notice].text)}
        </p>
      )}
      <form className="stacked-form" onSubmit={(event) => void submit(event)} noValidate={false}>
        {mode === 'order' && (
          <>
            <label htmlFor="login-order">{t('orderNumber')}</label>
            <input id="login-order" name="order" required autoComplete="off" pattern="[A-Za-z0-9-]{3,40}" defaultValue={orderId ?? ''} />
          </>
        )}
        <label htmlFor="login-email">{t('email')}</label>
        <input id="login-email" name="email" type="email" required autoComplete="email" />
        {mode === 'account' && (
          <>
            <label htmlFor="login-password">{t('password')}</label>
            <input id="login-password" name="password" type="password" required autoComplete="current-password" />
          </>
        )}
        {failure && (
          <p className="alert alert--danger" role="alert">
            {failure.reason === 'too_many_attempts'
              ? t('tooManyAttempts', retryWait(failure.retryAfterSeconds))
              : t(failure.reason === 'invalid_credentials' ? (mode === 'account' ? 'wrongCredentials' : 'orderNotFound') : 'unavailable')}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {mode === 'account' ? t('submit') : t('orderSubmit')}
        </button>
      </form>
      {mode === 'account' && (
        <p className="login-dialog__links">
          <button type="button" className="link-button" onClick={() => useUiStore.getState().openLogin('link-request', { requestKind: 'reset' })}>
            {t('forgotPassword')}
          </button>
          <button type="button" className="link-button" onClick={() => useUiStore.getState().openLogin('link-request', { requestKind: 'login' })}>
            {t('requestLink')}
          </button>
        </p>
      )}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setFailure(null);
          setMode(mode === 'account' ? 'order' : 'account');
        }}
      >
        {mode === 'account' ? t('switchToOrder') : t('switchToAccount')}
      </button>
    </>
  );

  const title = () => {
    if (view === 'change-password') return t('changePasswordTitle');
    if (view === 'link-confirm' && pendingLink) return t('linkConfirmTitle', { email: pendingLink.email });
    if (view === 'link-request') return linkRequestKind === 'login' ? t('requestLinkTitle') : t('requestResetTitle');
    return mode === 'account' ? t('title') : t('orderTitle');
  };

  return (
    <Dialog open={view !== 'hidden'} onClose={close} labelledBy="login-title" className="login-dialog">
      <div className="side-panel__header">
        <h2 id="login-title">{title()}</h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t('close')}>
          ×
        </button>
      </div>
      {view === 'change-password' ? (
        <ChangePasswordForm />
      ) : view === 'link-confirm' && pendingLink ? (
        <LinkSignInConfirm link={pendingLink} />
      ) : view === 'link-request' ? (
        <LinkRequestForm kind={linkRequestKind} />
      ) : (
        loginForm
      )}
    </Dialog>
  );
}
