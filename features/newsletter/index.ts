/** The newsletter feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { CONFIRM_PATH, confirmCookie, confirmCookieName, confirmTokenFrom } from '@/features/newsletter/confirm-link';
export { ConfirmSubscriptionForm } from '@/features/newsletter/ConfirmSubscriptionForm';
export { LinkActionForm } from '@/features/newsletter/LinkActionForm';
export { NewsletterForm } from '@/features/newsletter/NewsletterForm';
export { ONE_CLICK_BODY_LIMIT, isOneClickBody, isOneClickMediaType, oneClickAnswer } from '@/features/newsletter/one-click';
export {
  carriesUnsubscribeLink,
  unsubscribeCookie,
  unsubscribeCookieName,
  unsubscribeLinkOfCookie,
  unsubscribeLinkOfQuery,
  withoutUnsubscribeLink,
} from '@/features/newsletter/unsubscribe-cookie';
export { unsubscribeLinkFrom, unsubscribeState } from '@/features/newsletter/unsubscribe-link';
export type { UnsubscribeState } from '@/features/newsletter/unsubscribe-link';
export { isUnsubscribePath } from '@/features/newsletter/unsubscribe-path';
export { UnsubscribeForm } from '@/features/newsletter/UnsubscribeForm';
