'use server';

import { confirmTokenFrom } from '@/features/newsletter';
import { alertLinkState, type AlertLinkState } from '@/features/stock-alerts/alert-rules';
import { confirmStockAlert, unsubscribeStockAlert } from '@/platform/api/calls/stock-alerts';
import { actionStorefront } from '@/platform/session/action-storefront';

export type AlertLinkFormState = AlertLinkState | { kind: 'idle' };

/** The confirmation page's button: the one step that starts an alert (the link's GET never does, STK-3). */
export async function confirmAlert(_previous: AlertLinkFormState, form: FormData): Promise<AlertLinkFormState> {
  const token = confirmTokenFrom(form.getAll('token'));
  if (!token) return { kind: 'bad-link' };
  const storefront = await actionStorefront();
  return alertLinkState(await confirmStockAlert(storefront.code, token));
}

/** The unsubscribe page's button: the one step that ends the alert (STK-5). */
export async function unsubscribeAlert(_previous: AlertLinkFormState, form: FormData): Promise<AlertLinkFormState> {
  const token = confirmTokenFrom(form.getAll('token'));
  if (!token) return { kind: 'bad-link' };
  const storefront = await actionStorefront();
  return alertLinkState(await unsubscribeStockAlert(storefront.code, token));
}
