'use server';

import { subscriptionChange, subscriptionOutcome, type SubscriptionIntent } from '@/features/orders/subscriptions/subscriptions';
import { changeSubscription } from '@/platform/api/calls/orders';
import type { Subscription } from '@/platform/api/types';
import { actionStorefront } from '@/platform/session/action-storefront';
import { accountAccessToken } from '@/platform/session/server-session';

export type SubscriptionFormState =
  | { kind: 'idle' }
  /** Asked and waiting for the customer's yes: without JavaScript this step is a round trip. */
  | { kind: 'confirming'; intent: SubscriptionIntent; interval: string }
  | { kind: 'changed'; intent: SubscriptionIntent; subscription: Subscription }
  | { kind: 'failed'; reason: 'ended' | 'signed-out' | 'unavailable' };

const INTENTS: readonly SubscriptionIntent[] = ['interval', 'pause', 'resume', 'cancel'];

function intentOf(value: FormDataEntryValue | null): SubscriptionIntent | null {
  return INTENTS.find((intent) => intent === value) ?? null;
}

/**
 * One subscription's change: `step=ask` only asks for confirmation, `step=confirm` sends it, and
 * `step=back` drops the question. Nothing reaches the backend without the confirming step.
 */
export async function changeSubscriptionAction(_previous: SubscriptionFormState, form: FormData): Promise<SubscriptionFormState> {
  const intent = intentOf(form.get('intent'));
  const id = form.get('subscription');
  const interval = form.get('interval');
  const step = form.get('step');
  if (!intent || typeof id !== 'string' || id === '' || step === 'back') return { kind: 'idle' };
  const change = subscriptionChange(intent, interval);
  if (!change) return { kind: 'idle' };
  if (step !== 'confirm') return { kind: 'confirming', intent, interval: typeof interval === 'string' ? interval : '' };
  const token = await accountAccessToken();
  if (!token) return { kind: 'failed', reason: 'signed-out' };
  const storefront = await actionStorefront();
  const outcome = subscriptionOutcome(await changeSubscription(storefront.code, token, id, change));
  if (outcome.kind === 'changed') return { kind: 'changed', intent, subscription: outcome.subscription };
  return { kind: 'failed', reason: outcome.kind === 'not-found' ? 'unavailable' : outcome.kind };
}
