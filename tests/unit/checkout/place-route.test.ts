import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as place } from '@/app/api/session/checkout/place/route';
import type { PlaceOrderBody } from '@/platform/api/calls/checkout';
import { toMajorUnits } from '@/platform/money/money';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { catalog } from '@/mocks/data/catalog';
import { placedOrder } from '@/mocks/data/placed-orders';
import { upsertCheckout } from '@/mocks/rules/checkouts';
import { issueTokens } from '@/mocks/rules/sessions';
import { sessionCookieName } from '@/platform/session/cookies';
import { nearestServicePoints } from '@/mocks/rules/service-points';
import { withMockBackend } from '../mock-backend';

withMockBackend();

const origin = storefrontOrigin(STOREFRONTS.nl);
let client = 0;

/** An nl checkout of one in-stock product, priced for a service point, and an order for it. */
function nlOrder(mobile: string): { checkoutId: string; order: PlaceOrderBody } {
  const product = catalog().byPopularity.find((candidate) => candidate.stockStatus === 'in-stock' && candidate.variations.length === 0)!;
  const checkout = upsertCheckout(
    null,
    { items: [{ sku: product.sku, quantity: 1 }], coupons: [], customer_type: 'private', postal_code: '1012 AB', shipping_method: 'postnl-service-point' },
    'nl',
  );
  const [point] = nearestServicePoints('nl', '1012 AB', 'service-point');
  const order: PlaceOrderBody = {
    customer_type: 'private',
    email: 'jan@example.nl',
    mobile,
    address: { name: 'Jan de Vries', street: 'Damrak 1', postal_code: '1012 AB', city: 'Amsterdam', country_code: 'NL' },
    company: null,
    shipping_method: 'postnl-service-point',
    service_point: point!.id,
    payment_method: 'card-wallet',
    payment_session: null,
    shipping_session: null,
    campaign: null,
    expected_total: toMajorUnits(checkout.totals.total),
    terms_accepted: true,
  };
  return { checkoutId: checkout.id, order };
}

function post(body: unknown, cookie: Record<string, string> = {}): NextRequest {
  client += 1;
  return new NextRequest(`${origin}/api/session/checkout/place?locale=nl`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${client}`, ...cookie },
    body: JSON.stringify(body),
  });
}

describe('the place handler sends the backend the mobile number in E.164 (docs/product/checkout.md, CHK-18)', () => {
  it.each(['+31612345678', '06 12345678', '0031 (0)6-1234 5678'])('%j, as a page of any age sends it, reaches the backend as +31612345678', async (mobile) => {
    const { checkoutId, order } = nlOrder(mobile);
    const response = await place(post({ checkout_id: checkoutId, idempotency_key: crypto.randomUUID(), order }));
    const placed = (await response.json()) as { outcome: string; orderId?: string };
    expect(placed.outcome).toBe('approved');
    expect(placedOrder(placed.orderId!)?.received.mobile).toBe('+31612345678');
  });

  it('a number of no country the storefront takes goes as typed, for the backend to refuse', async () => {
    const { checkoutId, order } = nlOrder('020 123 4567');
    const response = await place(post({ checkout_id: checkoutId, idempotency_key: crypto.randomUUID(), order }));
    expect((await response.json()) as { outcome: string }).toMatchObject({ outcome: 'rejected' });
  });
});

describe("the place handler places a signed-in customer's order as theirs (docs/product/orders.md, ORD-11)", () => {
  const placedBy = async (cookie: Record<string, string>) => {
    const { checkoutId, order } = nlOrder('06 12345678');
    const response = await place(post({ checkout_id: checkoutId, idempotency_key: crypto.randomUUID(), order }, cookie));
    const placed = (await response.json()) as { outcome: string; orderId?: string };
    expect(placed.outcome).toBe('approved');
    return placedOrder(placed.orderId!)?.accountId;
  };

  it("sends the account's access token with the order", async () => {
    const { access_token } = issueTokens({ kind: 'account', accountId: 2 });
    const name = sessionCookieName('accountAccess', new Headers({ origin }));
    expect(await placedBy({ cookie: `${name}=${access_token}` })).toBe(2);
  });

  it("places a guest's order as nobody's", async () => {
    expect(await placedBy({})).toBeNull();
  });
});
