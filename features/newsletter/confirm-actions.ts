'use server';

import { confirmNewsletter } from '@/platform/api/calls/newsletter';
import { confirmState, confirmTokenFrom, type ConfirmState } from '@/features/newsletter/confirm-link';
import { actionStorefront } from '@/platform/session/action-storefront';

export type ConfirmFormState = ConfirmState | { kind: 'idle' };

/** The confirmation page's button: the one step that subscribes (the link's GET never does). */
export async function confirmSubscription(_previous: ConfirmFormState, form: FormData): Promise<ConfirmFormState> {
  const token = confirmTokenFrom(form.getAll('token'));
  if (!token) return { kind: 'bad-link' };
  const storefront = await actionStorefront();
  return confirmState(await confirmNewsletter(storefront.code, token));
}
