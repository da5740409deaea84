/**
 * Cookie consent (docs/product/consent.md): the shopper's choice as the bit mask the consent
 * cookie holds, how long that cookie lives, and what each part of tracking may do under it.
 */

/** Consent bit flags (docs/product/consent.md, CNS-2). */
export const Consent = {
  Necessary: 1,
  AdStorage: 2,
  AnalyticsStorage: 4,
  AdPersonalization: 8,
  AdUserData: 16,
} as const;

export type ConsentMask = number;

export const ALL_CONSENT: ConsentMask = 31;
export const NECESSARY_ONLY: ConsentMask = Consent.Necessary;

export const CONSENT_COOKIE = 'td_consent';

/** The three switches of the settings view besides necessary, which is always on. */
export interface ConsentChoice {
  adStorage: boolean;
  analyticsStorage: boolean;
  /** Granting ad personalization also grants ad user data (docs/product/consent.md, CNS-3). */
  adPersonalization: boolean;
}

export function maskFromChoice(choice: ConsentChoice): ConsentMask {
  return (
    Consent.Necessary |
    (choice.adStorage ? Consent.AdStorage : 0) |
    (choice.analyticsStorage ? Consent.AnalyticsStorage : 0) |
    (choice.adPersonalization ? Consent.AdPersonalization | Consent.AdUserData : 0)
  );
}

export function choiceFromMask(mask: ConsentMask): ConsentChoice {
  return {
    adStorage: grants(mask, Consent.AdStorage),
    analyticsStorage: grants(mask, Consent.AnalyticsStorage),
    adPersonalization: grants(mask, Consent.AdPersonalization),
  };
}

export function grants(mask: ConsentMask, flag: number): boolean {
  return (mask & flag) === flag;
}

/** Anything granted beyond what the shop needs to work. */
export function hasGrants(mask: ConsentMask): boolean {
  return (mask & ~Consent.Necessary) !== 0;
}

/** docs/product/consent.md, CNS-4: 30 days if anything was granted, 1 day if not. */
export function consentCookieDays(mask: ConsentMask): 30 | 1 {
  return hasGrants(mask) ? 30 : 1;
}

/**
 * The stored choice, or null when there is none the shop can trust: no cookie, or a value that is
 * not a mask of the five flags with necessary set. Null shows the alert again.
 */
export function parseConsentCookie(value: string | undefined): ConsentMask | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  const mask = Number(value);
  return mask <= ALL_CONSENT && grants(mask, Consent.Necessary) ? mask : null;
}

export type ConsentModeValue = 'granted' | 'denied';

/** Google's Consent Mode types, as the tag manager reads them. */
export interface ConsentModeState {
  ad_storage: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  ad_user_data: ConsentModeValue;
}

/** What every tag starts with, before the shopper's choice is known. */
export const DENIED_CONSENT_MODE: ConsentModeState = consentModeState(NECESSARY_ONLY);

export function consentModeState(mask: ConsentMask): ConsentModeState {
  const value = (flag: number): ConsentModeValue => (grants(mask, flag) ? 'granted' : 'denied');
  return {
    ad_storage: value(Consent.AdStorage),
    analytics_storage: value(Consent.AnalyticsStorage),
    ad_personalization: value(Consent.AdPersonalization),
    ad_user_data: value(Consent.AdUserData),
  };
}

/**
 * The tag manager loads, and e-commerce events reach the data layer, only once the shopper granted
 * something beyond necessary; what each tag may then store is Consent Mode's answer above.
 */
export const mayRunTags = hasGrants;

/** The recommendation provider's visitor tracking is analytics: it needs analytics storage. */
export function mayTrackRecommendations(mask: ConsentMask): boolean {
  return grants(mask, Consent.AnalyticsStorage);
}
