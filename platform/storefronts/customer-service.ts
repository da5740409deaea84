import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** Slug of each storefront's customer-service content page (served by the `[...slug]` route). */
export const CUSTOMER_SERVICE_SLUG: Readonly<Record<StorefrontCode, string>> = {
  sv: 'kundservice',
  no: 'kundeservice',
  da: 'kundeservice',
  fi: 'asiakaspalvelu',
  nl: 'klantenservice',
};

/** The `[...slug]` route's segments for the customer-service page. */
export function customerServiceSegments(code: StorefrontCode): string[] {
  return CUSTOMER_SERVICE_SLUG[code].split('/');
}
