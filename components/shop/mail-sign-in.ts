import { sessionClient } from '@/components/account/session-client';
import type { StorefrontCode } from '@/lib/storefronts';
import type { HydrationGate } from '@/stores/hydration';
import type { LocalStore } from '@/stores/local-store';
import { useUiStore } from '@/stores/ui-store';

interface MailSignIn {
  storefront: StorefrontCode;
  local: LocalStore;
  hydration: HydrationGate;
  /** Where a signed-in shopper goes: the account's orders. */
  toOrders: () => void;
}

/**
 * The e-mail link's sign-in (SPEC.md section 2): the token signs the shopper in and leads to the
 * account's orders; a bad, spent or expired link, or a service that cannot answer, opens the login
 * dialog with a word on why.
 */
export async function signInWithMailLink(token: string, { storefront, local, hydration, toOrders }: MailSignIn): Promise<void> {
  const [, outcome] = await Promise.all([hydration.whenHydrated(), sessionClient.signInWithLink(storefront, token)]);
  if (!outcome.ok) {
    useUiStore.getState().openLogin('login', { notice: outcome.reason === 'invalid_credentials' ? 'link-invalid' : 'link-unavailable' });
    return;
  }
  local.getState().setUser(outcome.user);
  useUiStore.getState().setSessionEnded(false);
  toOrders();
}
