import type { RateRule } from '@/platform/security/rate-limit';
import { redisClient } from '@/platform/cache/redis-client.mjs';
import { SharedRateLimiter } from '@/platform/security/shared-rate-limit';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Failures per secret guessed (an e-mail's password, an order number's e-mail) and client address.
 * Five are free, for typos; then each next attempt waits 1 s after the latest failure, doubling up to
 * 15 minutes, counted over an hour. A guesser on one address gets 17 tries in its first hour and
 * some 13 an hour after, while the owner on another address is never slowed by them.
 */
const FAILURES_PER_KEY_AND_CLIENT = { windowMs: HOUR, backoff: { free: 5, firstMs: SECOND, maxMs: 15 * MINUTE } } as const;

/**
 * Failures per secret from all clients together: what stops a guesser who spreads over many
 * addresses. It holds the owner's password sign-in too, so it is set where one address cannot reach
 * it: it takes three working for an hour, or ten at once. The e-mail link and a new password by
 * e-mail stay open meanwhile.
 */
const FAILURES_PER_KEY = { limit: 50, windowMs: HOUR } as const;

/**
 * Every rate limit of the shop in one place. A shopper who mistypes a password a few times, or a
 * page that reports its ten errors, stays far below them; guessing passwords or order numbers does not.
 */
export const RATE_RULES = {
  signInFailuresPerEmailAndClient: FAILURES_PER_KEY_AND_CLIENT,
  signInFailuresPerEmail: FAILURES_PER_KEY,
  /** Every sign-in attempt per client address (password, e-mail link, new password): a guesser cycling e-mails meets this one. */
  signInPerClient: { limit: 20, windowMs: MINUTE },
  orderLookupFailuresPerOrderAndClient: FAILURES_PER_KEY_AND_CLIENT,
  orderLookupFailuresPerOrder: FAILURES_PER_KEY,
  /** Every order look-up per client address, the sign-in and the tracking page together. */
  orderLookupPerClient: { limit: 20, windowMs: MINUTE },
  /** Error reports per client address: a page sends at most 10 (platform/errors/error-report.ts) plus CSP reports. */
  errorReportsPerClient: { limit: 30, windowMs: MINUTE },
  /**
   * Error reports from all clients together: 10 a second, sixty broken pages a minute, keeps a flood
   * from many addresses off the backend's error store.
   */
  errorReportsAll: { limit: 600, windowMs: MINUTE },
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
   * Newsletter sign-ups from all clients together: one a second is far above any campaign day, and
   * a script spread over many addresses cannot make the shop mail thousands of strangers a minute.
   */
  newsletterSignupsAll: { limit: 60, windowMs: MINUTE },
  /**
   * Back-in-stock alerts asked per client address (docs/product/stock-alerts.md, STK-4): a shopper
   * asks for a few sold-out parts, perhaps after a typo; a script mailing strangers does not get far.
   */
  stockAlertsPerClient: { limit: 10, windowMs: MINUTE },
  /** Alerts asked for one e-mail address from all clients: nobody's inbox fills with confirmation mails. */
  stockAlertsPerEmail: { limit: 5, windowMs: HOUR },
  /** Alerts asked from all clients together, as the newsletter's ceiling: no flood of mails to strangers from many addresses. */
  stockAlertsAll: { limit: 60, windowMs: MINUTE },
  /**
   * Editors' preview links per client address: an editor opens a few a minute; a weak
   * PREVIEW_SECRET still cannot be guessed at speed.
   */
  previewLinksPerClient: { limit: 20, windowMs: MINUTE },
  /**
   * Field vitals beacons per client address: a page sends one as it is hidden, so a shopper opening a
   * page a second stays under it; more only skews the histograms, which need no ceiling in all.
   */
  fieldVitalsPerClient: { limit: 60, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

/** The limits whose refusal holds the owner of an account or order too: a refusal is a lockout. */
export const LOCKOUT_RULES: ReadonlySet<string> = new Set<RateRuleName>(['signInFailuresPerEmail', 'orderLookupFailuresPerOrder']);

function createLimiters(): Record<RateRuleName, SharedRateLimiter> {
  const store = redisClient();
  return Object.fromEntries(Object.entries(RATE_RULES).map(([name, rule]) => [name, new SharedRateLimiter(name, rule, store)])) as Record<
    RateRuleName,
    SharedRateLimiter
  >;
}

const LIMITERS = Symbol.for('parts-storefront.rate-limiters');

/**
 * One set of limiters per server process, counting in Redis with every other instance when
 * `REDIS_URL` is set (platform/security/shared-rate-limit.ts). Next loads route handlers, server actions and pages from
 * bundles of their own, each with its own copy of this module: a limit held in a module variable
 * would count the order look-up page and the order sign-in handler separately.
 */
type Limiters = ReturnType<typeof createLimiters>;
const holder = globalThis as typeof globalThis & { [LIMITERS]?: Limiters };
export const rateLimiters: Limiters = (holder[LIMITERS] ??= createLimiters());
