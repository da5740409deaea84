import { randomBytes } from 'node:crypto';
import type { PaymentKind, ShippingKind, SubscriptionInterval } from '@/platform/api/types';
import { addAccount, DEMO_PASSWORD, type Account, type AccountKind } from '@/mocks/data/accounts';
import { catalog } from '@/mocks/data/catalog';
import { DAY_MS, dayAt, isoDate, startOfUtcDay } from '@/mocks/data/mock-day';
import { setSubscribed } from '@/mocks/data/newsletter';
import { addAccountOrders, type OrderLineRecord, type OrderRecord, type OrderStatus } from '@/mocks/data/orders';
import { INCREASING_TIERS_PRODUCT_ID } from '@/mocks/data/products';
import { randomFor, type Random } from '@/mocks/data/random';
import { addReturn, nextReturnId } from '@/mocks/data/returns';
import { addAccountSubscriptions, nextSubscriptionId, type SubscriptionRecord } from '@/mocks/data/subscriptions';
import { deliveredAt } from '@/mocks/rules/order-timeline';
import { isReturnable } from '@/mocks/rules/returns';

/** What `POST /__mock/accounts` answers: the TestAccount of tests/e2e/accounts.ts. */
export interface TestAccountBody {
  id: number;
  email: string;
  password: string;
  name: string;
  orders: { id: string; status: OrderStatus; returnable: boolean }[];
  subscriptions: { id: string; status: 'active' | 'paused' }[];
}

interface PlannedOrder {
  daysAgo: number;
  hour: number;
  status: OrderStatus;
  shipping: ShippingKind;
  payment: PaymentKind;
  /** Units of each line (a consumer's; a business buys five times as many). */
  quantities: readonly number[];
}

/**
 * Twelve orders, newest first, so the list has two pages of ten: every status, a returnable
 * delivery with several lines of more than one unit (its last line bought with a subscription), a
 * returnable one with an earlier refunded return, and deliveries whose return window has closed.
 */
const ORDER_PLAN: readonly PlannedOrder[] = [
  { daysAgo: 1, hour: 21, status: 'received', shipping: 'service-point', payment: 'card-wallet', quantities: [1, 2] },
  { daysAgo: 1, hour: 10, status: 'processing', shipping: 'home', payment: 'invoice', quantities: [1] },
  { daysAgo: 2, hour: 15, status: 'shipped', shipping: 'parcel-locker', payment: 'card-wallet', quantities: [2, 1] },
  { daysAgo: 6, hour: 12, status: 'delivered', shipping: 'service-point', payment: 'card-wallet', quantities: [2, 3, 2] },
  { daysAgo: 9, hour: 9, status: 'cancelled', shipping: 'home', payment: 'pay-later', quantities: [1] },
  { daysAgo: 14, hour: 16, status: 'delivered', shipping: 'service-point', payment: 'invoice', quantities: [2, 1] },
  { daysAgo: 45, hour: 8, status: 'delivered', shipping: 'parcel-locker', payment: 'card-wallet', quantities: [1, 1] },
  { daysAgo: 70, hour: 19, status: 'delivered', shipping: 'home', payment: 'pay-later', quantities: [3] },
  { daysAgo: 100, hour: 13, status: 'delivered', shipping: 'service-point', payment: 'card-wallet', quantities: [1, 2] },
  { daysAgo: 130, hour: 11, status: 'delivered', shipping: 'service-point', payment: 'invoice', quantities: [1] },
  { daysAgo: 160, hour: 17, status: 'delivered', shipping: 'parcel-locker', payment: 'card-wallet', quantities: [2] },
  { daysAgo: 200, hour: 10, status: 'delivered', shipping: 'home', payment: 'invoice', quantities: [1, 1] },
];
const SUBSCRIBED_ORDER = 3;
const SUBSCRIPTION_INTERVAL: SubscriptionInterval = '1-month';
const RETURNED_ORDER = 5;
const BUSINESS_FACTOR = 5;

const CONSUMER_NAMES = ['Maja Lindberg', 'Oskar Nyström', 'Elin Berg', 'Johan Ek', 'Sara Holm', 'Ali Karimi', 'Emma Virtanen', 'Lars Dahl'];

/** Seeded lines use the first 200 products, present in every catalog size; TDS10009 has bad tiers on purpose. */
const SEEDED_PRODUCTS = 200;

let nextAccountId = 1001;
let nextOrderNumber = 300001;

/** Products still in stock, so buying an account's order again brings every line back (ORD-12). */
function distinctProducts(random: Random, count: number): number[] {
  const picked = new Set<number>();
  const { byId } = catalog();
  while (picked.size < count) {
    const id = 1 + Math.floor(random() * SEEDED_PRODUCTS);
    if (id !== INCREASING_TIERS_PRODUCT_ID && byId.get(id)?.stockStatus !== 'out-of-stock') picked.add(id);
  }
  return [...picked];
}

function plannedOrder(account: Account, plan: PlannedOrder, index: number, day: number): OrderRecord {
  const number = nextOrderNumber;
  nextOrderNumber += 1;
  const factor = account.kind === 'business' ? BUSINESS_FACTOR : 1;
  const products = distinctProducts(randomFor(account.id, index), plan.quantities.length);
  const lines: OrderLineRecord[] = plan.quantities.map((quantity, line) => ({
    productId: products[line] ?? 1,
    quantity: quantity * factor,
    ...(index === SUBSCRIBED_ORDER && line === plan.quantities.length - 1 ? { subscriptionInterval: SUBSCRIPTION_INTERVAL } : {}),
  }));
  const sent = plan.status === 'shipped' || plan.status === 'delivered';
  return {
    id: `TD-${number}`,
    email: account.email,
    customerName: account.name,
    accountId: account.id,
    customerType: account.kind === 'business' ? 'company' : 'private',
    createdAt: dayAt(-plan.daysAgo, plan.hour, day),
    status: plan.status,
    lines,
    trackingNumber: sent ? `00370${String(number).padStart(12, '0')}` : null,
    shipping: plan.shipping,
    payment: plan.payment,
    placedDelivery: null,
  };
}

function accountOfKind(kind: AccountKind, id: number): Account {
  const name = kind === 'business' ? `Testverkstad ${id} AB` : (CONSUMER_NAMES[id % CONSUMER_NAMES.length] ?? 'Kim Berg');
  return {
    id,
    kind,
    name,
    email: `test-${id}-${randomBytes(4).toString('hex')}@example.com`,
    password: DEMO_PASSWORD,
    discounts: kind === 'business' ? { '1': 10, '3': 15 } : { '2': 5 },
    mobile: null,
    // A workshop's invoice address, for the checkout to prefill (docs/product/checkout.md, CHK-20).
    address: kind === 'business' ? { street: `Verkstadsvägen ${(id % 90) + 1}`, postal_code: '415 02', city: 'Göteborg' } : null,
  };
}

/**
 * A customer account of a test's own (`POST /__mock/accounts`): twelve orders dated from today,
 * an earlier refunded return, an active and a paused subscription, and the newsletter.
 */
export function createTestAccount(kind: AccountKind, now = Date.now()): TestAccountBody {
  const day = startOfUtcDay(now);
  const account = accountOfKind(kind, nextAccountId);
  nextAccountId += 1;
  const orders = ORDER_PLAN.map((plan, index) => plannedOrder(account, plan, index, day));
  addAccount(account);
  addAccountOrders(account.id, orders);
  setSubscribed(account.email, true);

  const returned = orders[RETURNED_ORDER];
  const returnedLine = returned?.lines[0];
  if (returned && returnedLine) {
    const refundedAt = (deliveredAt(returned) ?? now) + 2 * DAY_MS;
    addReturn({
      id: nextReturnId(),
      orderId: returned.id,
      createdAt: new Date(refundedAt).toISOString(),
      status: 'refunded',
      reason: 'changed-mind',
      lines: [{ sku: catalog().byId.get(returnedLine.productId)?.sku ?? '', quantity: 1 }],
    });
  }

  const subscribedLine = orders[SUBSCRIBED_ORDER]?.lines.at(-1);
  const active: SubscriptionRecord = {
    id: nextSubscriptionId(),
    accountId: account.id,
    productId: subscribedLine?.productId ?? 1,
    quantity: subscribedLine?.quantity ?? 1,
    interval: SUBSCRIPTION_INTERVAL,
    status: 'active',
    nextDelivery: isoDate(day + 24 * DAY_MS),
  };
  const paused: SubscriptionRecord = {
    id: nextSubscriptionId(),
    accountId: account.id,
    productId: orders[RETURNED_ORDER]?.lines[1]?.productId ?? 2,
    quantity: 1,
    interval: '2-months',
    status: 'paused',
    nextDelivery: null,
  };
  addAccountSubscriptions(account.id, [active, paused]);

  return {
    id: account.id,
    email: account.email,
    password: account.password,
    name: account.name,
    orders: orders.map((order) => ({ id: order.id, status: order.status, returnable: isReturnable(order, now) })),
    subscriptions: [
      { id: active.id, status: 'active' },
      { id: paused.id, status: 'paused' },
    ],
  };
}
