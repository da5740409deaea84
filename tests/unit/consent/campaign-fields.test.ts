import { describe, expect, it } from 'vitest';
import { ALL_CONSENT, Consent, NECESSARY_ONLY } from '@/platform/consent/consent';
import type { CampaignData } from '@/features/content/campaign/campaign-data';
import { campaignFields } from '@/features/tracking/campaign-fields';

const campaign = (params: CampaignData['params']): CampaignData => ({ location: 'https://sv.localhost/', referrer: '', params });

describe('campaignFields (docs/product/consent.md, CNS-9)', () => {
  it('names each utm parameter as GA4 does, and leaves the click id to Google', () => {
    const all = campaign({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'screen',
      utm_content: 'banner',
      utm_id: '42',
      gclid: 'Cj0K',
    });
    expect(campaignFields(all, ALL_CONSENT)).toEqual({
      campaign_source: 'news',
      campaign_medium: 'email',
      campaign_name: 'spring',
      campaign_term: 'screen',
      campaign_content: 'banner',
      campaign_id: '42',
    });
  });

  it.each([
    ['necessary only', NECESSARY_ONLY],
    ['ads without analytics', Consent.Necessary | Consent.AdStorage | Consent.AdPersonalization | Consent.AdUserData],
  ])('nothing with %s', (_, consent) => {
    expect(campaignFields(campaign({ utm_source: 'news' }), consent)).toBeNull();
  });

  it('analytics alone is enough', () => {
    expect(campaignFields(campaign({ utm_medium: 'cpc' }), Consent.Necessary | Consent.AnalyticsStorage)).toEqual({ campaign_medium: 'cpc' });
  });

  it('nothing for no campaign, or one with a click id only', () => {
    expect(campaignFields(null, ALL_CONSENT)).toBeNull();
    expect(campaignFields(campaign({ gclid: 'Cj0K' }), ALL_CONSENT)).toBeNull();
  });
});
