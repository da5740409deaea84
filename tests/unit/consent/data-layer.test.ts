// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommerceEvent } from '@/features/tracking/commerce-events';

const EVENT: CommerceEvent = { event: 'view_item', ecommerce: { currency: 'SEK', value: 100, items: [] } };

/** The module keeps per-page state (consent applied, tag manager loaded): each test gets a new page. */
async function freshPage(consent?: string) {
  vi.resetModules();
  vi.stubEnv('TAG_MANAGER_ID_SV', 'GTM-TEST01');
  delete window.dataLayer;
  document.head.innerHTML = '';
  document.cookie = consent === undefined ? 'td_consent=; max-age=0' : `td_consent=${consent}`;
  return import('@/features/tracking/data-layer');
}

const tagScripts = () => [...document.querySelectorAll('script')].map((script) => script.src);
/** The data layer as plain values: Consent Mode commands are arguments objects. */
const layer = () =>
  (window.dataLayer ?? []).map((entry) => (entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry));

beforeEach(() => vi.unstubAllEnvs());
afterEach(() => vi.unstubAllEnvs());

describe('data layer and tag manager', () => {
  it('without a choice there is no data layer, no event and no tag', async () => {
    const { pushCommerceEvent } = await freshPage();
    expect(pushCommerceEvent('sv', EVENT)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toEqual([]);
  });

  it('necessary only: still nothing', async () => {
    const { applyConsentToTags, pushCommerceEvent } = await freshPage('1');
    applyConsentToTags('sv', 1);
    expect(pushCommerceEvent('sv', EVENT)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toEqual([]);
  });

  it('a grant writes denied defaults, then the choice, then loads the container once, before any event', async () => {
    const { applyConsentToTags, pushCommerceEvent } = await freshPage('5');
    expect(pushCommerceEvent('sv', EVENT)).toBe(true);
    applyConsentToTags('sv', 5);
    expect(layer()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_personalization: 'denied', ad_user_data: 'denied' }],
      ['consent', 'update', { ad_storage: 'denied', analytics_storage: 'granted', ad_personalization: 'denied', ad_user_data: 'denied' }],
      expect.objectContaining({ event: 'gtm.js' }),
      { ecommerce: null },
      EVENT,
    ]);
    expect(tagScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST01']);
  });

  it('a withdrawn grant updates consent to denied and stops the events', async () => {
    const { applyConsentToTags, pushCommerceEvent } = await freshPage('31');
    applyConsentToTags('sv', 31);
    document.cookie = 'td_consent=1';
    applyConsentToTags('sv', 1);
    expect(layer().at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_personalization: 'denied', ad_user_data: 'denied' },
    ]);
    expect(pushCommerceEvent('sv', EVENT)).toBe(false);
    expect(tagScripts()).toHaveLength(1);
  });

  it('a storefront without a container gets events but loads no script', async () => {
    const { pushCommerceEvent } = await freshPage('31');
    expect(pushCommerceEvent('fi', EVENT)).toBe(true);
    expect(tagScripts()).toEqual([]);
  });
});

describe("the landing's campaign in GA4's campaign fields", () => {
  const campaign = {
    location: 'https://sv.localhost/?utm_source=news&utm_campaign=spring&gclid=Cj0K',
    referrer: '',
    params: { utm_source: 'news', utm_campaign: 'spring', gclid: 'Cj0K' },
  };
  const campaignSet = ['set', { campaign_source: 'news', campaign_name: 'spring' }];

  it('with consent to analytics: set once, after the consent state and before the next event', async () => {
    const { applyConsentToTags, pushCommerceEvent, setLandingCampaign } = await freshPage('5');
    setLandingCampaign(campaign);
    expect(window.dataLayer).toBeUndefined();
    applyConsentToTags('sv', 5);
    expect(pushCommerceEvent('sv', EVENT)).toBe(true);
    const entries = layer();
    expect(entries.slice(1, 3)).toEqual([['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })], campaignSet]);
    expect(entries.filter((entry) => Array.isArray(entry) && entry[0] === 'set')).toHaveLength(1);
    expect(entries.at(-1)).toEqual(EVENT);
  });

  it('landing after the choice was made: set at once', async () => {
    const { applyConsentToTags, setLandingCampaign } = await freshPage('31');
    applyConsentToTags('sv', 31);
    setLandingCampaign(campaign);
    expect(layer().at(-1)).toEqual(campaignSet);
  });

  it('with ads but not analytics: never set, though events go out', async () => {
    const { applyConsentToTags, pushCommerceEvent, setLandingCampaign } = await freshPage('3');
    setLandingCampaign(campaign);
    applyConsentToTags('sv', 3);
    expect(pushCommerceEvent('sv', EVENT)).toBe(true);
    expect(layer().some((entry) => Array.isArray(entry) && entry[0] === 'set')).toBe(false);
  });

  it('analytics granted later on the same page: set then', async () => {
    const { applyConsentToTags, setLandingCampaign } = await freshPage('3');
    setLandingCampaign(campaign);
    applyConsentToTags('sv', 3);
    applyConsentToTags('sv', 7);
    expect(layer().at(-1)).toEqual(campaignSet);
  });
});
