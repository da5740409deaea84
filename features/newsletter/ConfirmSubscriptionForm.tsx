'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { confirmSubscription, type ConfirmFormState } from '@/features/newsletter/confirm-actions';

const INITIAL: ConfirmFormState = { kind: 'idle' };

/** The button that confirms the sign-up: a POST to a server action, never the link's GET. */
export function ConfirmSubscriptionForm({ token }: { token: string }) {
  const t = useTranslations('newsletterConfirm');
  const [state, formAction, pending] = useActionState(confirmSubscription, INITIAL);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind !== 'idle') resultRef.current?.focus();
  }, [state]);
  if (state.kind === 'confirmed') {
    return (
      <div ref={resultRef} role="status" tabIndex={-1} className="alert alert--success">
        <p>{t('done', { email: state.email })}</p>
      </div>
    );
  }
  return (
    <form action={formAction} className="unsubscribe-form">
      <input type="hidden" name="token" value={token} />
      {state.kind !== 'idle' && (
        <div ref={resultRef} role="alert" tabIndex={-1} className="alert alert--danger">
          <p>{t(state.kind)}</p>
          {state.kind !== 'unavailable' && <p>{t('instead')}</p>}
        </div>
      )}
      <button type="submit" className="button button--large" disabled={pending}>
        {pending ? t('working') : t('button')}
      </button>
    </form>
  );
}
