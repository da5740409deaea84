import type { OrderCampaign } from '@/platform/api/calls/checkout';
import { Consent, grants, type ConsentMask } from '@/platform/consent/consent';
import type { CampaignData } from '@/features/content';

/**
 * The visit's campaign as the order carries it (docs/product/checkout.md, CHK-14). The landing page,
 * the referrer and the utm set are the shop's own record of where the order came from. A Google Ads
 * click id is only worth anything to the ad platform, so it travels only with consent to send user
 * data to Google for advertising.
 */
export function orderCampaign(campaign: CampaignData | null, consent: ConsentMask | null): OrderCampaign | null {
  if (campaign === null) return null;
  const { gclid, ...utm } = campaign.params;
  const mayCarryClickId = consent !== null && grants(consent, Consent.AdUserData);
  return {
    location: campaign.location,
    referrer: campaign.referrer,
    ...utm,
    ...(gclid !== undefined && mayCarryClickId ? { gclid } : {}),
  };
}
