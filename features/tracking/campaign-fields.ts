import { Consent, grants, type ConsentMask } from '@/platform/consent/consent';
import type { CampaignData, CampaignParameter } from '@/features/content';

/** GA4's campaign fields, named as its `set` command takes them. */
export type CampaignFields = Partial<
  Record<'campaign_source' | 'campaign_medium' | 'campaign_name' | 'campaign_term' | 'campaign_content' | 'campaign_id', string>
>;

const GA4_FIELD: Record<Exclude<CampaignParameter, 'gclid'>, keyof CampaignFields> = {
  utm_source: 'campaign_source',
  utm_medium: 'campaign_medium',
  utm_campaign: 'campaign_name',
  utm_term: 'campaign_term',
  utm_content: 'campaign_content',
  utm_id: 'campaign_id',
};

/**
 * The visit's campaign as GA4's campaign fields (docs/product/consent.md, CNS-9): the landing page's
 * parameters, which the tags never saw when consent came on a later page. Campaign attribution is
 * measurement, so only with consent to analytics storage. The click id is left to Google's own tag,
 * which reads it from the address under Consent Mode and takes no override of it.
 */
export function campaignFields(campaign: CampaignData | null, consent: ConsentMask): CampaignFields | null {
  if (campaign === null || !grants(consent, Consent.AnalyticsStorage)) return null;
  const fields: CampaignFields = {};
  for (const [parameter, field] of Object.entries(GA4_FIELD) as [keyof typeof GA4_FIELD, keyof CampaignFields][]) {
    const value = campaign.params[parameter];
    if (value !== undefined) fields[field] = value;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
