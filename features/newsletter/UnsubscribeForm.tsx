'use client';

import { useTranslations } from 'next-intl';
import { LinkActionForm } from '@/features/newsletter/LinkActionForm';
import { unsubscribe } from '@/features/newsletter/unsubscribe-actions';
import type { UnsubscribeLink } from '@/features/newsletter/unsubscribe-link';

/** The button that unsubscribes. */
export function UnsubscribeForm({ link }: { link: UnsubscribeLink }) {
  const t = useTranslations('unsubscribe');
  return (
    <LinkActionForm
      action={unsubscribe}
      fields={{ email: link.email, token: link.token }}
      done={(state) => (state.kind === 'unsubscribed' ? t('done', { email: state.email }) : null)}
      problem={(state) => <p>{t(state.kind === 'bad-link' || state.kind === 'expired' ? state.kind : 'unavailable')}</p>}
      button={t('button')}
      working={t('working')}
    />
  );
}
