import { backendPath } from '@/platform/api/backend-path';
import { request } from '@/platform/api/request';
import { loggingAuthFailure } from '@/platform/api/calls/auth-failures';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The account strategy: a customer's own login. */
export function loginCustomer(storefront: StorefrontCode, email: string, password: string) {
  return loggingAuthFailure(
    'login',
    request({ storefront, path: backendPath`/api/auth/login`, method: 'POST', body: { email, password }, schema: 'tokenPairSchema' }),
  );
}

export function refreshCustomer(storefront: StorefrontCode, refreshToken: string) {
  return loggingAuthFailure(
    'refresh',
    request({
      storefront,
      path: backendPath`/api/auth/refresh`,
      method: 'POST',
      body: { refresh_token: refreshToken },
      schema: 'tokenPairSchema',
    }),
  );
}

export function fetchProfile(storefront: StorefrontCode, accessToken: string) {
  return loggingAuthFailure('profile', request({ storefront, path: backendPath`/api/auth/profile`, headers: bearer(accessToken), schema: 'profileSchema' }));
}

/** The order strategy: a returning customer looks up one order; its token is not global. */
export function loginOrderLookup(storefront: StorefrontCode, orderId: string, email: string) {
  return loggingAuthFailure(
    'order-login',
    request({
      storefront,
      path: backendPath`/api/order-auth/login`,
      method: 'POST',
      body: { order_id: orderId, email },
      schema: 'tokenPairSchema',
    }),
  );
}

export function refreshOrderLookup(storefront: StorefrontCode, refreshToken: string) {
  return loggingAuthFailure(
    'order-refresh',
    request({
      storefront,
      path: backendPath`/api/order-auth/refresh`,
      method: 'POST',
      body: { refresh_token: refreshToken },
      schema: 'tokenPairSchema',
    }),
  );
}

export function fetchOrderLookupInfo(storefront: StorefrontCode, accessToken: string) {
  return loggingAuthFailure(
    'order-info',
    request({ storefront, path: backendPath`/api/order-auth/info`, headers: bearer(accessToken), schema: 'orderInfoSchema' }),
  );
}

/** The e-mail link's one-time token (docs/product/account.md, ACC-9): signs in to the account strategy. */
export function loginWithLink(storefront: StorefrontCode, token: string) {
  return loggingAuthFailure(
    'link-login',
    request({ storefront, path: backendPath`/api/auth/link-login`, method: 'POST', body: { token }, schema: 'tokenPairSchema' }),
  );
}

/**
 * Asks the backend to mail a sign-in (`login`) or new-password (`reset`) link to an address. The
 * answer is the same `{ok: true}` whether or not an account has that address.
 */
export function requestMailLink(storefront: StorefrontCode, email: string, kind: 'login' | 'reset') {
  return loggingAuthFailure(
    'mail-link',
    request({ storefront, path: backendPath`/api/auth/mail-link`, method: 'POST', body: { email, kind }, schema: 'acknowledgementSchema' }),
  );
}

/** Whose account a live sign-in link opens, without spending its token; 401 for a bad, spent or expired one. */
export function peekLoginLink(storefront: StorefrontCode, token: string) {
  return loggingAuthFailure(
    'link-peek',
    request({ storefront, path: backendPath`/api/auth/link-peek`, method: 'POST', body: { token }, schema: 'linkHolderSchema' }),
  );
}

/** A new password with the e-mail link's token (the change_password link); 401 for a bad or spent token. */
export function resetPassword(storefront: StorefrontCode, token: string, newPassword: string) {
  return loggingAuthFailure(
    'password-reset',
    request({
      storefront,
      path: backendPath`/api/auth/password-reset`,
      method: 'POST',
      body: { token, new_password: newPassword },
      schema: 'acknowledgementSchema',
    }),
  );
}

/** A signed-in customer's new password; 403 when the current one is wrong, 400 when the new one breaks the rules. */
export function changePassword(storefront: StorefrontCode, accessToken: string, currentPassword: string, newPassword: string) {
  return loggingAuthFailure(
    'password-change',
    request({
      storefront,
      path: backendPath`/api/auth/password`,
      method: 'POST',
      headers: bearer(accessToken),
      body: { current_password: currentPassword, new_password: newPassword },
      schema: 'acknowledgementSchema',
    }),
  );
}

export interface ProfileUpdate {
  name: string;
  email: string;
  /** E.164 (`+46701234567`), as the order takes it (proposed; decision 0036); null clears it. */
  mobile: string | null;
  address: { street: string; postal_code: string; city: string } | null;
  /** Whether the customer gets the newsletter: the profile is where a customer turns it on or off again. */
  newsletter: boolean;
}

/** Saves the customer's own details; 409 when the e-mail belongs to another account, 400 when a field does not fit. */
export function updateProfile(storefront: StorefrontCode, accessToken: string, update: ProfileUpdate) {
  return loggingAuthFailure(
    'profile-update',
    request({ storefront, path: backendPath`/api/auth/profile`, method: 'POST', headers: bearer(accessToken), body: update, schema: 'profileSchema' }),
  );
}

/** Proposed: the devices the account keeps (docs/product/devices.md, DEV-5). */
export function fetchAccountDevices(storefront: StorefrontCode, accessToken: string) {
  return loggingAuthFailure(
    'devices',
    request({ storefront, path: backendPath`/api/auth/devices`, headers: bearer(accessToken), schema: 'accountDevicesSchema' }),
  );
}

/** Proposed: replaces the account's devices with `devices`, newest first; the answer is the list as kept. */
export function replaceAccountDevices(storefront: StorefrontCode, accessToken: string, devices: { slug: string; name: string; saved_at: string }[]) {
  return loggingAuthFailure(
    'devices-replace',
    request({
      storefront,
      path: backendPath`/api/auth/devices`,
      method: 'POST',
      headers: bearer(accessToken),
      body: { devices },
      schema: 'accountDevicesSchema',
    }),
  );
}
