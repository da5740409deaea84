import { delay } from 'msw';
import type { PlaceOrderResult } from '@/platform/api/calls/checkout';
import type { Checkout } from '@/platform/api/types';
import { toMinorUnits } from '@/platform/money/money';
import { publicOrigin } from '@/mocks/config';
import { nextOrderId, placedOrder, storePlacedOrder, type PlacedOrder } from '@/mocks/data/placed-orders';
import type { PlaceOrderInput } from '@/mocks/http/bodies';
import { skuToCut } from '@/mocks/rules/checkout-adjustments';
import { currentCheckout, type CheckoutRecord } from '@/mocks/rules/checkouts';
import { emailTags, type EmailTag } from '@/mocks/rules/email-tags';
import { orderReceipt } from '@/mocks/rules/order-receipt';
import { orderChoices, type OrderChoices } from '@/mocks/rules/order-validation';
import { approvePayment, orderOutcome } from '@/mocks/rules/payment-decisions';

/** `+slow`: longer than the shop waits (15 s), to try its time-out by hand. */
const SLOW_ANSWER_MS = 20_000;

/** The answer this key already got, or the checkout's approved order whatever the key (two tabs, one order). */
export function earlierAnswer(record: CheckoutRecord, key: string): Promise<PlaceOrderResult> | null {
  const answered = record.placements.get(key);
  if (answered) return answered;
  const approved = record.orderId === null ? undefined : placedOrder(record.orderId);
  return approved ? Promise.resolve(orderOutcome(approved)) : null;
}

/** The simulated provider's confirmation step (mocks/http/provider-routes.ts). */
function confirmationUrl(orderId: string, body: PlaceOrderInput, record: CheckoutRecord): string {
  const url = new URL(`/provider/confirm/${encodeURIComponent(orderId)}`, publicOrigin());
  url.searchParams.set('return', body.return_url);
  url.searchParams.set('locale', record.locale);
  return url.toString();
}

/** `+price` and `+stock` change the checkout for good the first time they are used on it. */
function adjustForTags(record: CheckoutRecord, tags: ReadonlySet<EmailTag>, checkout: Checkout): boolean {
  const priceRise = tags.has('price') && !record.adjustments.priceRise;
  const cutSku = tags.has('stock') && record.adjustments.cutSku === null ? skuToCut(checkout.items) : null;
  if (!priceRise && cutSku === null) return false;
  record.adjustments = { priceRise: record.adjustments.priceRise || priceRise, cutSku: cutSku ?? record.adjustments.cutSku };
  return true;
}

/** Who places the order: the signed-in customer whose token came with it, or a guest (null). */
type Placer = number | null;

function createOrder(record: CheckoutRecord, checkout: Checkout, body: PlaceOrderInput, choices: OrderChoices, accountId: Placer): PlacedOrder {
  const id = nextOrderId();
  const order: PlacedOrder = {
    id,
    checkoutId: record.id,
    locale: record.locale,
    received: body,
    receipt: orderReceipt(id, record.locale, checkout, body, choices),
    checkout,
    payment: { state: 'pending', redirectUrl: confirmationUrl(id, body, record) },
    accountId,
  };
  storePlacedOrder(order);
  return order;
}

/**
 * What the provider makes of the order: nothing is charged when the checkout changed or the total
 * is not the one the shopper saw; the e-mail's test tags pick a failure or the confirmation step;
 * otherwise the order is approved at once.
 */
function decide(
  record: CheckoutRecord,
  body: PlaceOrderInput,
  checkout: Checkout,
  choices: OrderChoices,
  tags: ReadonlySet<EmailTag>,
  accountId: Placer,
): PlaceOrderResult {
  if (adjustForTags(record, tags, checkout)) return { outcome: 'changed', checkout: currentCheckout(record, body.shipping_method) };
  if (checkout.totals.total !== toMinorUnits(body.expected_total)) return { outcome: 'changed', checkout };
  if (tags.has('declined')) return { outcome: 'declined', order_id: null };
  if (tags.has('error')) return { outcome: 'provider_error', order_id: null };
  const order = createOrder(record, checkout, body, choices, accountId);
  if (!tags.has('confirm')) approvePayment(order);
  return orderOutcome(order);
}

/**
 * Places an order from the checkout, priced with the method the order names, or says why it cannot
 * (a 400). Everything up to the answer happens before anything is awaited, so a repeat of the key
 * or another tab arriving meanwhile finds the answer (and the order) already there.
 */
export function placeOrder(record: CheckoutRecord, key: string, body: PlaceOrderInput, accountId: Placer = null): Promise<PlaceOrderResult> | string {
  const checkout = currentCheckout(record, body.shipping_method);
  const choices = orderChoices(checkout, body, record.locale);
  if (typeof choices === 'string') return choices;
  const tags = emailTags(body.email);
  const answer = decide(record, body, checkout, choices, tags, accountId);
  const answered = tags.has('slow') ? delay(SLOW_ANSWER_MS).then(() => answer) : Promise.resolve(answer);
  record.placements.set(key, answered);
  return answered;
}
