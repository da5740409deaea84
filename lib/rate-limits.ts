import type { RateRule } from '@/lib/rate-limit';
import { redisClient } from '@/lib/redis/redis-client.mjs';
import { SharedRateLimiter } from '@/lib/shared-rate-limit';

const MINUTE = 60_000;

/**
 * Every rate limit of the shop in one place. A shopper who mistypes a password a few times, or a
 * page that reports its ten errors, stays far below them; guessing passwords or order numbers does not.
 */
export const RATE_RULES = {
  /** Failed sign-ins per e-mail address: a password guesser spread over many addresses... */
  signInFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** ...meets this one: every sign-in attempt per client address (password, e-mail link, new password). */
  signInPerClient: { limit: 20, windowMs: MINUTE },
  /** Failed order look-ups per order number, and every look-up per client address. */
  orderLookupFailuresPerOrder: { limit: 5, windowMs: 15 * MINUTE },
  orderLookupPerClient: { limit: 20, windowMs: MINUTE },
  /** Error reports per client address: a page sends at most 10 (lib/error-report.ts) plus CSP reports. */
  errorReportsPerClient: { limit: 30, windowMs: MINUTE },
  /**
   * One-click unsubscribes per client address. A mail provider posts one for each customer who
   * presses its button, from few addresses, so the limit is generous: it keeps a flood of made-up
   * links from reaching the backend (the tokens themselves cannot be guessed).
   */
  newsletterOneClickPerClient: { limit: 120, windowMs: MINUTE },
  /**
   * Newsletter sign-ups per client address: a shopper signs up once, perhaps after a typo; a script
   * filling the list with other people's addresses does not get far.
   */
  newsletterSignupPerClient: { limit: 5, windowMs: MINUTE },
  /**
   * Editors' preview links per client address: an editor opens a few a minute; a weak
   * PREVIEW_SECRET still cannot be guessed at speed.
   */
  previewLinksPerClient: { limit: 20, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

function createLimiters() {
  const store = redisClient();
  const limiter = (name: keyof typeof RATE_RULES) => new SharedRateLimiter(name, RATE_RULES[name], store);
  return {
    signInFailuresPerEmail: limiter('signInFailuresPerEmail'),
    signInPerClient: limiter('signInPerClient'),
    orderLookupFailuresPerOrder: limiter('orderLookupFailuresPerOrder'),
    orderLookupPerClient: limiter('orderLookupPerClient'),
    errorReportsPerClient: limiter('errorReportsPerClient'),
    newsletterOneClickPerClient: limiter('newsletterOneClickPerClient'),
    newsletterSignupPerClient: limiter('newsletterSignupPerClient'),
    previewLinksPerClient: limiter('previewLinksPerClient'),
  };
}

const LIMITERS = Symbol.for('parts-storefront.rate-limiters');

/**
 * One set of limiters per server process, counting in Redis with every other instance when
 * `REDIS_URL` is set (lib/shared-rate-limit.ts). Next loads route handlers, server actions and pages from
 * bundles of their own, each with its own copy of this module: a limit held in a module variable
 * would count the order look-up page and the order sign-in handler separately.
 */
type Limiters = ReturnType<typeof createLimiters>;
const holder = globalThis as typeof globalThis & { [LIMITERS]?: Limiters };
export const rateLimiters: Limiters = (holder[LIMITERS] ??= createLimiters());
