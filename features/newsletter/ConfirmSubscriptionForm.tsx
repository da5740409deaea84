'use client';

import { useTranslations } from 'next-intl';
import { confirmSubscription } from '@/features/newsletter/confirm-actions';
import { LinkActionForm } from '@/features/newsletter/LinkActionForm';

/** The button that confirms the sign-up. */
export function ConfirmSubscriptionForm({ token }: { token: string }) {
  const t = useTranslations('newsletterConfirm');
  return (
    <LinkActionForm
      action={confirmSubscription}
      fields={{ token }}
      done={(state) => (state.kind === 'confirmed' ? t('done', { email: state.email }) : null)}
      problem={(state) => (
        <>
          <p>{t(state.kind === 'confirmed' ? 'unavailable' : state.kind)}</p>
          {state.kind !== 'unavailable' && <p>{t('instead')}</p>}
        </>
      )}
      button={t('button')}
      working={t('working')}
    />
  );
}
