'use server';

import { headers } from 'next/headers';
import { subscribeNewsletter } from '@/platform/api/calls/newsletter';
import { signupState, type SignupState } from '@/features/newsletter/signup';
import { typedEmail } from '@/platform/forms/email-address';
import { ALL_CLIENTS, limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { actionStorefront } from '@/platform/session/action-storefront';

/**
 * The footer's newsletter sign-up. A server action rather than a page of its own: the footer is on
 * every cached page, the action posts to the page's own URL with or without JavaScript, and the page
 * stays cached (an action never makes it dynamic). The address is checked again here, since a post
 * need not come from our form.
 */
export async function subscribe(_previous: SignupState, form: FormData): Promise<SignupState> {
  const typed = form.get('email');
  const shown = typeof typed === 'string' ? typed.slice(0, 300) : '';
  const email = typedEmail(typed);
  if (!email) return { kind: 'invalid-email', email: shown };
  const client = clientAddress(await headers());
  const limited = await limitAttempt(client, {
    everyAttempt: [
      [rateLimiters.newsletterSignupPerClient, client],
      [rateLimiters.newsletterSignupsAll, ALL_CLIENTS],
    ],
  });
  if (!limited.allowed) return { kind: 'too-many', email: shown };
  const storefront = await actionStorefront();
  return signupState(shown, await subscribeNewsletter(storefront.code, email));
}
