import { describe, expect, it } from 'vitest';
import { recommendationTrackingFor, tagManagerFor, trackingOrigins, type TrackingEnv } from '@/platform/tracking/tracking-config';

const none = { sv: undefined, no: undefined, da: undefined, fi: undefined, nl: undefined };
const env = (overrides: Partial<TrackingEnv>): TrackingEnv => ({
  tagManagerIds: none,
  tagManagerOrigin: undefined,
  recommendationTrackingUrl: undefined,
  recommendationWebsiteIds: none,
  ...overrides,
});

describe('tag manager configuration', () => {
  it('is off where no container id is set', () => {
    expect(tagManagerFor('sv', env({}))).toBeNull();
    expect(trackingOrigins(env({}))).toEqual({ scripts: [], connect: [], images: [] });
  });

  it("loads Google's container per storefront, and the policy allows Google's tag hosts", () => {
    const configured = env({ tagManagerIds: { ...none, fi: 'GTM-AB12CD' } });
    expect(tagManagerFor('fi', configured)).toEqual({ containerId: 'GTM-AB12CD', origin: 'https://www.googletagmanager.com' });
    expect(tagManagerFor('sv', configured)).toBeNull();
    const origins = trackingOrigins(configured);
    expect(origins.scripts).toEqual(['https://*.googletagmanager.com']);
    expect(origins.connect).toContain('https://*.google-analytics.com');
  });

  it('a first-party tagging origin replaces Google’s hosts', () => {
    const configured = env({ tagManagerIds: { ...none, sv: 'GTM-AB12CD' }, tagManagerOrigin: 'https://tags.teknikdelar.se/' });
    expect(tagManagerFor('sv', configured)?.origin).toBe('https://tags.teknikdelar.se');
    expect(trackingOrigins(configured)).toEqual({
      scripts: ['https://tags.teknikdelar.se'],
      connect: ['https://tags.teknikdelar.se'],
      images: ['https://tags.teknikdelar.se'],
    });
  });

  it.each(['UA-1234', 'GTM-', 'GTM-ab12cd', '<script>', 'GTM-AB12CD"'])('ignores the malformed container id %s', (id) => {
    expect(tagManagerFor('sv', env({ tagManagerIds: { ...none, sv: id } }))).toBeNull();
  });

  it('refuses a plain-http tag origin except on this machine', () => {
    const ids = { ...none, sv: 'GTM-AB12CD' };
    expect(tagManagerFor('sv', env({ tagManagerIds: ids, tagManagerOrigin: 'http://tags.example' }))).toBeNull();
    expect(tagManagerFor('sv', env({ tagManagerIds: ids, tagManagerOrigin: 'http://127.0.0.1:4010' }))?.origin).toBe('http://127.0.0.1:4010');
  });
});

describe('recommendation tracking configuration', () => {
  it('needs both the URL and the storefront’s website id', () => {
    const url = 'https://reco.example/track';
    expect(recommendationTrackingFor('sv', env({ recommendationTrackingUrl: url }))).toBeNull();
    expect(recommendationTrackingFor('sv', env({ recommendationWebsiteIds: { ...none, sv: 'web-1' } }))).toBeNull();
    const both = env({ recommendationTrackingUrl: url, recommendationWebsiteIds: { ...none, sv: 'web-1' } });
    expect(recommendationTrackingFor('sv', both)).toEqual({ url, websiteId: 'web-1' });
    expect(trackingOrigins(both).connect).toEqual(['https://reco.example']);
  });
});
