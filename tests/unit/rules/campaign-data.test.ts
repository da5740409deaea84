import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_PARAMETERS,
  CAMPAIGN_URL_MAX_LENGTH,
  CAMPAIGN_VALUE_MAX_LENGTH,
  type CampaignData,
  campaignDataFromUrl,
} from '@/features/content/campaign/campaign-data';

const shop = 'https://www.teknikdelar.example/kategori/iphone';

describe('CAMPAIGN_PARAMETERS', () => {
  it('are the tracked ones of the spec', () => {
    expect(CAMPAIGN_PARAMETERS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid']);
  });
});

describe('campaignDataFromUrl', () => {
  it.each(CAMPAIGN_PARAMETERS.map((name) => [name]))('picks up %s', (name) => {
    expect(campaignDataFromUrl(new URL(`${shop}?${name}=x`), '')?.params).toEqual({ [name]: 'x' });
  });

  it.each<[string, string, string, CampaignData | null]>([
    [
      'all of them, ignoring other parameters',
      `${shop}?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=screen&utm_content=a&utm_id=7&gclid=abc&page=2`,
      'https://mail.example/',
      {
        location: `${shop}?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=screen&utm_content=a&utm_id=7&gclid=abc&page=2`,
        referrer: 'https://mail.example/',
        params: {
          utm_source: 'news',
          utm_medium: 'email',
          utm_campaign: 'spring',
          utm_term: 'screen',
          utm_content: 'a',
          utm_id: '7',
          gclid: 'abc',
        },
      },
    ],
    [
      'values trimmed',
      `${shop}?utm_source=%20news%20`,
      ' https://a.example/ ',
      { location: `${shop}?utm_source=%20news%20`, referrer: 'https://a.example/', params: { utm_source: 'news' } },
    ],
    ['the fragment left out', `${shop}?gclid=g1#token=secret`, '', { location: `${shop}?gclid=g1`, referrer: '', params: { gclid: 'g1' } }],
    [
      'the first of repeated values',
      `${shop}?utm_source=a&utm_source=b`,
      '',
      { location: `${shop}?utm_source=a&utm_source=b`, referrer: '', params: { utm_source: 'a' } },
    ],
    [
      'blank values skipped',
      `${shop}?utm_source=%20&utm_medium=cpc`,
      '',
      { location: `${shop}?utm_source=%20&utm_medium=cpc`, referrer: '', params: { utm_medium: 'cpc' } },
    ],
    ['no parameters', shop, 'https://a.example/', null],
    ['only other parameters', `${shop}?page=2&q=screen`, '', null],
    ['only blank values', `${shop}?utm_source=&gclid=%20`, '', null],
  ])('%s', (_case, url, referrer, expected) => {
    expect(campaignDataFromUrl(new URL(url), referrer)).toEqual(expected);
  });

  it('caps values at 200 characters, never splitting a character', () => {
    const value = `${'a'.repeat(199)}😀😀`;
    const data = campaignDataFromUrl(new URL(`${shop}?utm_term=${encodeURIComponent(value)}`), '');
    expect(data?.params.utm_term).toBe(`${'a'.repeat(199)}😀`);
    expect(CAMPAIGN_VALUE_MAX_LENGTH).toBe(200);
  });

  it('caps the location and referrer at 2048 characters', () => {
    const data = campaignDataFromUrl(new URL(`${shop}?gclid=g&pad=${'p'.repeat(5000)}`), `https://r.example/${'r'.repeat(5000)}`);
    expect(CAMPAIGN_URL_MAX_LENGTH).toBe(2048);
    expect(data?.location).toHaveLength(2048);
    expect(data?.referrer).toHaveLength(2048);
    expect(data?.location.startsWith(`${shop}?gclid=g&pad=ppp`)).toBe(true);
  });
});
