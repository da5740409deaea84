import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CONSENT, Consent, NECESSARY_ONLY } from '@/platform/consent/consent';
import { CAMPAIGN_PARAMETERS, campaignDataFromUrl, type CampaignData } from '@/features/content/campaign/campaign-data';
import { emptyCheckoutForm } from '@/features/checkout/form';
import { orderCampaign } from '@/features/checkout/order-campaign';
import { placeOrderBody } from '@/features/checkout/order-request';
import { placeOrderBodySchema } from '@/platform/api/calls/checkout';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import { checkoutFrom } from './fixtures';

const landing: CampaignData = {
  location: 'https://sv.localhost/kategori/iphone?utm_source=news&utm_medium=email&gclid=Cj0KCQ',
  referrer: 'https://mail.example/',
  params: { utm_source: 'news', utm_medium: 'email', gclid: 'Cj0KCQ' },
};

describe('orderCampaign (docs/product/checkout.md, CHK-14)', () => {
  it('is null for a visit without a campaign', () => {
    expect(orderCampaign(null, ALL_CONSENT)).toBeNull();
  });

  it('carries landing page, referrer, the utm set and the click id with consent to ad user data', () => {
    expect(orderCampaign(landing, ALL_CONSENT)).toEqual({
      location: landing.location,
      referrer: 'https://mail.example/',
      utm_source: 'news',
      utm_medium: 'email',
      gclid: 'Cj0KCQ',
    });
  });

  it.each([
    ['no choice yet', null],
    ['necessary only', NECESSARY_ONLY],
    ['analytics and ad storage, no ad user data', Consent.Necessary | Consent.AnalyticsStorage | Consent.AdStorage],
  ])('leaves the click id out with %s, keeps the rest', (_, consent) => {
    const campaign = orderCampaign(landing, consent);
    expect(campaign).not.toHaveProperty('gclid');
    expect(campaign).toMatchObject({ location: landing.location, utm_source: 'news', utm_medium: 'email' });
  });
});

describe('any landing address makes an order the shop accepts', () => {
  const form = {
    ...emptyCheckoutForm('private'),
    email: 'anna@example.com',
    mobile: '0701234567',
    name: 'Anna',
    street: 'Storgatan 1',
    postalCode: '11350',
    city: 'Stockholm',
  };
  const choices = { shippingMethod: 'postnord-home', servicePoint: null, paymentMethod: 'card', paymentSession: null, shippingSession: null };

  it('whatever the parameters hold, at any length', () => {
    const value = fc.string({ unit: 'grapheme', maxLength: 400 });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...CAMPAIGN_PARAMETERS), value), fc.string({ unit: 'grapheme', maxLength: 3000 }), (params, referrer) => {
        const url = new URL('https://sv.localhost/kategori/iphone');
        for (const [name, text] of Object.entries(params)) url.searchParams.set(name, text);
        const body = placeOrderBody(STOREFRONTS.sv, form, choices, checkoutFrom(), orderCampaign(campaignDataFromUrl(url, referrer), ALL_CONSENT));
        expect(placeOrderBodySchema.safeParse(body).success).toBe(true);
      }),
    );
  });
});
