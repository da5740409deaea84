import { http, HttpResponse, type PathParams } from 'msw';
import { isStorefrontCode } from '@/platform/storefronts/storefronts';
import { placedOrder } from '@/mocks/data/placed-orders';
import { providerDecisionSchema, readForm } from '@/mocks/http/bodies';
import { badRequest, decodePath, notFound } from '@/mocks/http/route';
import { isWebAddress } from '@/mocks/rules/order-validation';
import { approvePayment, cancelPayment } from '@/mocks/rules/payment-decisions';
import { providerPage } from '@/mocks/views/provider-page';

const orderOf = (params: PathParams) => placedOrder(typeof params.orderId === 'string' ? decodePath(params.orderId) : '');
const backTo = (returnUrl: string) => new HttpResponse(null, { status: 303, headers: { location: returnUrl } });
const badReturn = () => badRequest('return must be an http(s) address');

/**
 * The simulated payment provider's confirmation step (not under /api, no storefront needed): the
 * redirect_url of an `action_required` order. A decided order sends the shopper straight back.
 */
export const providerRoutes = [
  http.get('*/provider/confirm/:orderId', ({ request, params }) => {
    const url = new URL(request.url);
    const returnUrl = url.searchParams.get('return') ?? '';
    if (!isWebAddress(returnUrl)) return badReturn();
    const order = orderOf(params);
    if (!order) return notFound('Unknown order');
    if (order.payment.state !== 'pending') return backTo(returnUrl);
    const asked = url.searchParams.get('locale');
    const page = providerPage(order, isStorefrontCode(asked) ? asked : order.locale, returnUrl);
    return new HttpResponse(page, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  }),
  http.post('*/provider/confirm/:orderId', async ({ request, params }) => {
    const form = await readForm(request, providerDecisionSchema);
    if (form instanceof Response) return form;
    if (!isWebAddress(form.return)) return badReturn();
    const order = orderOf(params);
    if (!order) return notFound('Unknown order');
    if (order.payment.state === 'pending') {
      if (form.decision === 'approve') approvePayment(order);
      else cancelPayment(order);
    }
    return backTo(form.return);
  }),
];
