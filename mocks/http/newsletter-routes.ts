import { http } from 'msw';
import { isSubscribed, setSubscribed } from '@/mocks/data/newsletter';
import { isValidEmail } from '@/platform/forms/email-address';
import { newsletterConfirmBodySchema, newsletterSubscribeBodySchema, newsletterUnsubscribeBodySchema, readBody } from '@/mocks/http/bodies';
import { errorResponse, json, storeRoute } from '@/mocks/http/route';
import { emailTags } from '@/mocks/rules/email-tags';
import { confirmSubscription, requestSubscription } from '@/mocks/rules/newsletter-confirmations';
import { checkNewsletterToken } from '@/mocks/rules/newsletter-tokens';
import type { AcknowledgementBody, NewsletterSubscriptionBody } from '@/mocks/views/wire';

/** The refusal for a token that does not fit the address or has expired; null for a good one. */
function refusal(email: string, token: string): Response | null {
  const verdict = checkNewsletterToken(email, token);
  if (verdict === 'invalid') return errorResponse(401, 'invalid_token', 'The link does not fit the e-mail address');
  if (verdict === 'expired') return errorResponse(410, 'expired_token', 'The link has expired');
  return null;
}

/**
 * The footer's sign-up by double opt-in (one answer whether or not the address is on the list; the
 * confirmation mail's link subscribes), and the unsubscribe link's endpoints: look without changing
 * anything, then unsubscribe (idempotent). An address tagged `+error` gets a 503, so a test can meet
 * a failing backend on purpose.
 */
export const newsletterRoutes = [
  http.post(
    '*/api/newsletter/subscribe',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, newsletterSubscribeBodySchema);
      if (body instanceof Response) return body;
      const email = body.email.trim();
      if (!isValidEmail(email)) return errorResponse(400, 'invalid_email', 'Not an e-mail address');
      if (emailTags(email).has('error')) return errorResponse(503, 'unavailable', 'The mailing list is not reachable');
      requestSubscription(email);
      const answer: AcknowledgementBody = { ok: true };
      return json(answer);
    }),
  ),
  // A proposed call: the confirmation mail's link, confirmed by its owner's click on the shop's page.
  http.post(
    '*/api/newsletter/confirm',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, newsletterConfirmBodySchema);
      if (body instanceof Response) return body;
      const verdict = confirmSubscription(body.token);
      if (verdict.kind === 'invalid') return errorResponse(401, 'invalid_token', 'The confirmation link is unknown or already used');
      if (verdict.kind === 'expired') return errorResponse(410, 'expired_token', 'The confirmation link has expired');
      const answer: NewsletterSubscriptionBody = { email: verdict.email, subscribed: true };
      return json(answer);
    }),
  ),
  http.get(
    '*/api/newsletter/subscription',
    storeRoute(({ url }) => {
      const email = url.searchParams.get('email') ?? '';
      const refused = refusal(email, url.searchParams.get('token') ?? '');
      if (refused) return refused;
      const body: NewsletterSubscriptionBody = { email: email.trim(), subscribed: isSubscribed(email) };
      return json(body);
    }),
  ),
  http.post(
    '*/api/newsletter/unsubscribe',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, newsletterUnsubscribeBodySchema);
      if (body instanceof Response) return body;
      const refused = refusal(body.email, body.token);
      if (refused) return refused;
      setSubscribed(body.email, false);
      const answer: NewsletterSubscriptionBody = { email: body.email.trim(), subscribed: false };
      return json(answer);
    }),
  ),
];
