'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { unsubscribe, type UnsubscribeFormState } from '@/features/newsletter/unsubscribe-actions';
import type { UnsubscribeLink } from '@/features/newsletter/unsubscribe-link';

const INITIAL: UnsubscribeFormState = { kind: 'idle' };

/** The button that unsubscribes: a POST to a server action, never the link's GET. */
export function UnsubscribeForm({ link }: { link: UnsubscribeLink }) {
  const t = useTranslations('unsubscribe');
  const [state, formAction, pending] = useActionState(unsubscribe, INITIAL);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind !== 'idle') resultRef.current?.focus();
  }, [state]);
  if (state.kind === 'unsubscribed') {
    return (
      <div ref={resultRef} role="status" tabIndex={-1} className="alert alert--success">
        <p>{t('done', { email: state.email })}</p>
      </div>
    );
  }
  return (
    <form action={formAction} className="unsubscribe-form">
      <input type="hidden" name="email" value={link.email} />
      <input type="hidden" name="token" value={link.token} />
      {state.kind !== 'idle' && (
        <div ref={resultRef} role="alert" tabIndex={-1} className="alert alert--danger">
          <p>{t(state.kind === 'bad-link' || state.kind === 'expired' ? state.kind : 'unavailable')}</p>
        </div>
      )}
      <button type="submit" className="button button--large" disabled={pending}>
        {pending ? t('working') : t('button')}
      </button>
    </form>
  );
}
