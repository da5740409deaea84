'use server';

import { unsubscribeNewsletter } from '@/platform/api/calls/newsletter';
import { unsubscribeLinkFrom, unsubscribeState, type UnsubscribeState } from '@/features/newsletter/unsubscribe-link';
import { actionStorefront } from '@/platform/session/action-storefront';

export type UnsubscribeFormState = UnsubscribeState | { kind: 'idle' };

/** The unsubscribe page's button: the one step that changes anything (a GET never does). */
export async function unsubscribe(_previous: UnsubscribeFormState, form: FormData): Promise<UnsubscribeFormState> {
  const link = unsubscribeLinkFrom({ email: form.get('email'), token: form.get('token') });
  if (!link) return { kind: 'bad-link' };
  const storefront = await actionStorefront();
  return unsubscribeState(await unsubscribeNewsletter(storefront.code, link.email, link.token));
}
