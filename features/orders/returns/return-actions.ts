'use server';

import { readWithAnyToken } from '@/features/account';
import { fetchOrder, startReturn } from '@/platform/api/calls/orders';
import type { OrderReturn } from '@/platform/api/types';
import { ORDER_ID_PATTERN } from '@/features/orders/lookup/order-lookup';
import { returnOutcome } from '@/features/orders/returns/return-outcome';
import { returnFormValues, returnRequestFrom, type ReturnFormProblem, type ReturnFormValues } from '@/features/orders/returns/return-request';
import { returnWindow } from '@/features/orders/returns/return-window';
import { actionStorefront } from '@/platform/session/action-storefront';
import { accountAccessToken, orderAccessToken } from '@/platform/session/server-session';

export type ReturnProblem = ReturnFormProblem | 'not-returnable' | 'invalid-quantity' | 'signed-out' | 'unavailable';

export type ReturnFormState =
  { kind: 'editing'; values: ReturnFormValues | null; problem: ReturnProblem | null } | { kind: 'started'; orderReturn: OrderReturn };

/**
 * Starts a return (the form of /my-account/orders/return/{id} and /my-order/return/{id}), with or
 * without JavaScript. The order is read again with the visitor's own session, so the quantities are
 * checked against what was bought and returned at this moment, not against what the page showed.
 */
export async function startOrderReturn(_previous: ReturnFormState, form: FormData): Promise<ReturnFormState> {
  const storefront = await actionStorefront();
  const orderId = form.get('order');
  if (typeof orderId !== 'string' || !ORDER_ID_PATTERN.test(orderId)) return { kind: 'editing', values: null, problem: 'unavailable' };
  // The order page serves the order-lookup session as well as the owner; the account pages only the account.
  const tokens = form.get('via') === 'my-order' ? [await orderAccessToken(), await accountAccessToken()] : [await accountAccessToken()];
  const { read, token } = await readWithAnyToken(tokens, (bearer) => fetchOrder(storefront.code, orderId, bearer));
  if (read.kind !== 'ok' || token === null) return { kind: 'editing', values: null, problem: read.kind === 'signed-out' ? 'signed-out' : 'unavailable' };
  const values = returnFormValues(form, read.data);
  if (returnWindow(read.data, new Date()).state !== 'open') return { kind: 'editing', values, problem: 'not-returnable' };
  const request = returnRequestFrom(read.data, values);
  if (!request.ok) return { kind: 'editing', values, problem: request.problem };
  const outcome = returnOutcome(await startReturn(storefront.code, orderId, token, request.request));
  if (outcome.kind === 'started') return { kind: 'started', orderReturn: outcome.orderReturn };
  return { kind: 'editing', values, problem: outcome.kind === 'not-found' ? 'unavailable' : outcome.kind };
}
