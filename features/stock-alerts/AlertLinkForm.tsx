'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { LinkActionForm } from '@/features/newsletter';
import { confirmAlert, unsubscribeAlert } from '@/features/stock-alerts/link-actions';

/** The one button behind an alert mail's link: confirm the alert (STK-3) or end it (STK-5). */
export function AlertLinkForm({ token, deed }: { token: string; deed: 'confirm' | 'unsubscribe' }) {
  const t = useTranslations('stockAlerts');
  const format = useFormatter();
  return (
    <LinkActionForm
      action={deed === 'confirm' ? confirmAlert : unsubscribeAlert}
      fields={{ token }}
      done={(state) =>
        state.kind === 'done'
          ? t(`${deed}.done`, { product: state.product.name, date: format.dateTime(new Date(state.expiresAt), { dateStyle: 'long', timeZone: 'UTC' }) })
          : null
      }
      problem={(state) => <p>{t(`links.${state.kind === 'done' ? 'unavailable' : state.kind}`)}</p>}
      button={t(`${deed}.button`)}
      working={t('links.working')}
    />
  );
}
