import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';
import { accountByEmail } from '@/mocks/data/accounts';
import { catalog, productBySku } from '@/mocks/data/catalog';
import { isSubscribed } from '@/mocks/data/newsletter';
import { mailsTo } from '@/mocks/data/outbox';
import { mapLocales } from '@/mocks/data/localized';
import { changePrice, clearPriceChanges, priceSource } from '@/mocks/data/price-changes';
import { placedOrder } from '@/mocks/data/placed-orders';
import { pricesFor } from '@/mocks/data/prices';
import { changeString, clearStringChanges } from '@/mocks/data/string-changes';
import type { CatalogProduct } from '@/mocks/data/products';
import { readBody } from '@/mocks/http/bodies';
import { errorResponse } from '@/mocks/http/route';
import { issueMailLink } from '@/mocks/rules/mail-links';
import { issueNewsletterToken } from '@/mocks/rules/newsletter-tokens';
import { restock } from '@/mocks/rules/stock-alerts';
import { createTestAccount } from '@/mocks/rules/test-accounts';

const newAccountBodySchema = z.object({ kind: z.enum(['consumer', 'business']).default('consumer') });
const mailLinkBodySchema = z.object({ email: z.string(), kind: z.enum(['login', 'reset']), expired: z.boolean().default(false) });
const newsletterLinkBodySchema = z.object({ email: z.string(), expired: z.boolean().default(false) });
const priceChangeBodySchema = z
  .object({ sku: z.string().min(1).optional(), slug: z.string().min(1).optional(), euro: z.number().positive().finite() })
  .refine((body) => (body.sku === undefined) !== (body.slug === undefined), 'Name the product by either sku or slug');
const restockBodySchema = z
  .object({ sku: z.string().min(1).optional(), slug: z.string().min(1).optional() })
  .refine((body) => (body.sku === undefined) !== (body.slug === undefined), 'Name the product by either sku or slug');
const stringChangeBodySchema = z.object({
  locale: z.enum(STOREFRONT_CODES),
  key: z
    .string()
    .regex(/^[\w-]+(?:\.[\w-]+)+$/)
    .max(200),
  value: z.string().max(2000),
});

/** The product a sku or slug names; a variation's names its product. */
function productNamed(body: { sku?: string; slug?: string }): CatalogProduct | undefined {
  return body.sku === undefined ? catalog().bySlug.get(body.slug ?? '') : productBySku(body.sku)?.product;
}

/**
 * Test data for E2E tests (`/__mock/*`: no storefront, never faulted): an account of a test's own,
 * the tokens the shop's e-mails would carry, whether an address is on the newsletter list, an order
 * as the shop sent it and what it named besides its contents, and a product's price or a translation
 * string changed as the backend's
 * owners would change them, and a product back in stock as far as its alerts are concerned.
 */
export const testDataRoutes = [
  http.post('*/__mock/accounts', async ({ request }) => {
    const body = await readBody(request, newAccountBodySchema);
    if (body instanceof Response) return body;
    return HttpResponse.json(createTestAccount(body.kind), { status: 201 });
  }),
  http.post('*/__mock/mail-links', async ({ request }) => {
    const body = await readBody(request, mailLinkBodySchema);
    if (body instanceof Response) return body;
    const account = accountByEmail(body.email);
    if (!account) return errorResponse(404, 'not_found', 'No account with that e-mail');
    return HttpResponse.json({ token: issueMailLink(account.id, body.kind, body.expired) }, { status: 201 });
  }),
  http.post('*/__mock/newsletter-links', async ({ request }) => {
    const body = await readBody(request, newsletterLinkBodySchema);
    if (body instanceof Response) return body;
    return HttpResponse.json({ token: issueNewsletterToken(body.email, body.expired) }, { status: 201 });
  }),
  http.get('*/__mock/mails', ({ request }) => HttpResponse.json(mailsTo(new URL(request.url).searchParams.get('to') ?? ''))),
  http.get('*/__mock/placed-orders/:id', ({ params }) => {
    const order = placedOrder(String(params.id));
    if (!order) return errorResponse(404, 'not_found', 'No order placed through the checkout with that number');
    const { payment_session, shipping_session, campaign } = order.received;
    return HttpResponse.json({ id: order.id, locale: order.locale, received: order.received, payment_session, shipping_session, campaign });
  }),
  http.get('*/__mock/newsletter', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email') ?? '';
    return HttpResponse.json({ email, subscribed: isSubscribed(email) });
  }),
  http.post('*/__mock/prices', async ({ request }) => {
    const body = await readBody(request, priceChangeBodySchema);
    if (body instanceof Response) return body;
    const product = productNamed(body);
    if (!product) return errorResponse(404, 'not_found', 'No product with that sku or slug');
    changePrice(product, body.euro);
    const prices = mapLocales((locale) => pricesFor(priceSource(product), locale));
    return HttpResponse.json({ sku: product.sku, slug: product.slug, euro: body.euro, prices });
  }),
  http.delete('*/__mock/prices', () => {
    clearPriceChanges();
    return HttpResponse.json({ ok: true });
  }),
  // The alerts' mails go out as a restock would send them; the seeded stock status stays, so tests that need an out-of-stock product keep it.
  http.post('*/__mock/restock', async ({ request }) => {
    const body = await readBody(request, restockBodySchema);
    if (body instanceof Response) return body;
    const product = productNamed(body);
    if (!product) return errorResponse(404, 'not_found', 'No product with that sku or slug');
    return HttpResponse.json({ sku: product.sku, slug: product.slug, sent: restock(product.id) });
  }),
  http.post('*/__mock/strings', async ({ request }) => {
    const body = await readBody(request, stringChangeBodySchema);
    if (body instanceof Response) return body;
    if (!changeString(body.locale, body.key, body.value)) return errorResponse(400, 'bad_request', 'Too many changed strings: clear them first');
    return HttpResponse.json({ [body.key]: body.value });
  }),
  http.delete('*/__mock/strings', () => {
    clearStringChanges();
    return HttpResponse.json({ ok: true });
  }),
];
