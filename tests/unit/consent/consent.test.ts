import { describe, expect, it } from 'vitest';
import {
  ALL_CONSENT,
  choiceFromMask,
  Consent,
  consentCookieDays,
  consentModeState,
  DENIED_CONSENT_MODE,
  hasGrants,
  maskFromChoice,
  mayRunTags,
  mayTrackRecommendations,
  NECESSARY_ONLY,
  parseConsentCookie,
} from '@/platform/consent/consent';

describe('consent bit mask (docs/product/consent.md, CNS-2)', () => {
  it('has the spec flags, and allow all is every one of them', () => {
    expect(Consent).toEqual({ Necessary: 1, AdStorage: 2, AnalyticsStorage: 4, AdPersonalization: 8, AdUserData: 16 });
    expect(ALL_CONSENT).toBe(31);
    expect(maskFromChoice({ adStorage: true, analyticsStorage: true, adPersonalization: true })).toBe(ALL_CONSENT);
  });

  it.each([
    [{ adStorage: false, analyticsStorage: false, adPersonalization: false }, 1],
    [{ adStorage: true, analyticsStorage: false, adPersonalization: false }, 3],
    [{ adStorage: false, analyticsStorage: true, adPersonalization: false }, 5],
    // Ad personalization also grants ad user data (docs/product/consent.md, CNS-3).
    [{ adStorage: false, analyticsStorage: false, adPersonalization: true }, 25],
    [{ adStorage: true, analyticsStorage: true, adPersonalization: false }, 7],
  ])('necessary is always on: %o is %i', (choice, mask) => {
    expect(maskFromChoice(choice)).toBe(mask);
    expect(choiceFromMask(mask)).toEqual(choice);
  });
});

describe('consent cookie', () => {
  it('lives 30 days when anything beyond necessary was granted, 1 day when not (docs/product/consent.md, CNS-4)', () => {
    expect(consentCookieDays(ALL_CONSENT)).toBe(30);
    expect(consentCookieDays(5)).toBe(30);
    expect(consentCookieDays(NECESSARY_ONLY)).toBe(1);
  });

  it.each([
    ['31', 31],
    ['1', 1],
    ['25', 25],
  ])('reads %s as %i', (value, mask) => expect(parseConsentCookie(value)).toBe(mask));

  it.each([undefined, '', '0', '2', '32', '64', '-1', '1.5', 'all', ' 31', '031', '1e1'])('treats %o as no choice, so the alert asks again', (value) =>
    expect(parseConsentCookie(value)).toBeNull(),
  );
});

describe('what consent allows', () => {
  it('Consent Mode starts with every type denied', () => {
    expect(DENIED_CONSENT_MODE).toEqual({ ad_storage: 'denied', analytics_storage: 'denied', ad_personalization: 'denied', ad_user_data: 'denied' });
  });

  it('maps each flag to its Consent Mode type', () => {
    expect(consentModeState(ALL_CONSENT)).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_personalization: 'granted',
      ad_user_data: 'granted',
    });
    expect(consentModeState(5)).toEqual({ ad_storage: 'denied', analytics_storage: 'granted', ad_personalization: 'denied', ad_user_data: 'denied' });
    expect(consentModeState(25)).toEqual({ ad_storage: 'denied', analytics_storage: 'denied', ad_personalization: 'granted', ad_user_data: 'granted' });
  });

  it('tags run only with a grant beyond necessary; recommendations need analytics', () => {
    expect(hasGrants(NECESSARY_ONLY)).toBe(false);
    expect(mayRunTags(NECESSARY_ONLY)).toBe(false);
    expect(mayRunTags(3)).toBe(true);
    expect(mayTrackRecommendations(3)).toBe(false);
    expect(mayTrackRecommendations(5)).toBe(true);
  });
});
