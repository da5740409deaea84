import type { Messages } from '@/platform/i18n/merge-strings';

/**
 * The message groups that client components read. Only these travel to the browser: every other
 * group is rendered on the server, and sending it along would only fatten each page's payload.
 * `tests/unit/client-messages.test.ts` fails when a client component starts reading another group.
 */
export const CLIENT_MESSAGE_GROUPS = [
  'cart',
  'coupons',
  'dealBanner',
  'delivery',
  'devices',
  'errors',
  'header',
  'login',
  'product',
  'recent',
  'recommendations',
  'search',
  'stock',
  'upsell',
  'vat',
] as const;

export function clientMessages(messages: Messages): Messages {
  const picked: Messages = {};
  for (const group of CLIENT_MESSAGE_GROUPS) {
    const value = messages[group];
    if (value !== undefined) picked[group] = value;
  }
  return picked;
}

/**
 * Groups that only one page's client components read: that page sends them beside the client
 * groups, and no other page carries them. The folder is where those components live.
 */
export const PAGE_MESSAGE_GROUPS = {
  checkout: { groups: ['checkoutForm'], folder: 'features/checkout/' },
  buyAgain: { groups: ['buyAgain'], folder: 'features/orders/buy-again/' },
  quickOrder: { groups: ['quickOrder'], folder: 'features/quick-order/' },
  returns: { groups: ['returns'], folder: 'features/orders/returns/' },
  subscriptions: { groups: ['subscriptions'], folder: 'features/orders/subscriptions/' },
  profile: { groups: ['profile'], folder: 'features/account/profile/' },
  unsubscribe: { groups: ['unsubscribe'], folder: 'features/newsletter/' },
  newsletterConfirm: { groups: ['newsletterConfirm'], folder: 'features/newsletter/' },
  stockAlerts: { groups: ['stockAlerts'], folder: 'features/stock-alerts/' },
} as const;

export function pageMessages(messages: Messages, page: keyof typeof PAGE_MESSAGE_GROUPS): Messages {
  const picked = clientMessages(messages);
  for (const group of PAGE_MESSAGE_GROUPS[page].groups) {
    const value = messages[group];
    if (value !== undefined) picked[group] = value;
  }
  return picked;
}
