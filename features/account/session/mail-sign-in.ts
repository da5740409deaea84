import { sessionClient, type SessionFailure } from '@/features/account/session/session-client';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { HydrationGate } from '@/platform/state/hydration';
import { useUiStore, type LoginNotice } from '@/platform/state/ui-store';

/** Why a link did not sign in: a bad, spent or expired link, or a service that could not answer. */
function linkNotice(failure: SessionFailure): LoginNotice {
  return failure.reason === 'invalid_credentials' ? 'link-invalid' : 'link-unavailable';
}

/**
 * The e-mail link's sign-in, step one: opening the link spends nothing, so neither a mail scanner
 * nor a link planted by someone else signs anybody in. The page asks "Sign in as a•••@example.com?"
 * and the shopper's click spends the token (decision 0026); a bad, spent or expired link opens the
 * login dialog with a word on why.
 */
export async function askMailSignIn(token: string, { storefront, hydration }: { storefront: StorefrontCode; hydration: HydrationGate }): Promise<void> {
  const [, holder] = await Promise.all([hydration.whenHydrated(), sessionClient.peekLink(storefront, token)]);
  if (!holder.ok) {
    useUiStore.getState().openLogin('login', { notice: linkNotice(holder) });
    return;
  }
  useUiStore.getState().openLogin('link-confirm', { link: { token, email: holder.email } });
}

/** Step two, on the shopper's click: the token is spent and the session begins, or the dialog says why not. */
export async function confirmMailSignIn(storefront: StorefrontCode, token: string): Promise<Awaited<ReturnType<typeof sessionClient.signInWithLink>>> {
  const outcome = await sessionClient.signInWithLink(storefront, token);
  if (!outcome.ok) useUiStore.getState().openLogin('login', { notice: linkNotice(outcome) });
  return outcome;
}
