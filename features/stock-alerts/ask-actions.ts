'use server';

import { headers } from 'next/headers';
import { askStockAlert as askBackend } from '@/platform/api/calls/stock-alerts';
import { askState, productIdFrom, type AskState } from '@/features/stock-alerts/alert-rules';
import { typedEmail } from '@/platform/forms/email-address';
import { clientAddress } from '@/platform/http/request-origin';
import { ALL_CLIENTS, limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { actionStorefront } from '@/platform/session/action-storefront';
import { accountAccessToken } from '@/platform/session/server-session';

/**
 * An out-of-stock product's "e-mail me when it is back" (docs/product/stock-alerts.md). A server
 * action, so the cached product page stays cached. The account session is read here from its
 * cookie and passed to the backend as the Bearer, which decides whether the address is the buyer's
 * own (STK-3): nothing the form sends can claim it.
 */
export async function askStockAlert(_previous: AskState, form: FormData): Promise<AskState> {
  const typed = form.get('email');
  const shown = typeof typed === 'string' ? typed.slice(0, 300) : '';
  const email = typedEmail(typed);
  if (!email) return { kind: 'invalid-email', email: shown };
  const productId = productIdFrom(form.get('product'));
  if (productId === null) return { kind: 'unavailable', email: shown };
  const client = clientAddress(await headers());
  const limited = await limitAttempt(client, {
    everyAttempt: [
      [rateLimiters.stockAlertsPerClient, client],
      [rateLimiters.stockAlertsPerEmail, email.toLowerCase()],
      [rateLimiters.stockAlertsAll, ALL_CLIENTS],
    ],
  });
  if (!limited.allowed) return { kind: 'too-many', email: shown };
  const storefront = await actionStorefront();
  return askState(shown, await askBackend(storefront.code, productId, email, await accountAccessToken()));
}
