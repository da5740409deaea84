import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

const UNSUBSCRIBE_PATH = new RegExp(`^(/(${STOREFRONT_CODES.join('|')}))?/unsubscribe/?$`);

/**
 * Whether a browser path is the unsubscribe page, with or without a storefront prefix. Its `token`
 * belongs to the newsletter link and signs nobody in: every other page's `token` is the e-mail
 * link's sign-in (docs/product/newsletter.md, NEWS-5).
 */
export function isUnsubscribePath(pathname: string): boolean {
  return UNSUBSCRIBE_PATH.test(pathname);
}
