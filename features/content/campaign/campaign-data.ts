/**
 * Campaign tracking (docs/product/content.md, CNT-10): the landing page, the referrer and the campaign
 * parameters of the visit. Values come from the address bar, so they are trimmed and capped before
 * anything stores or sends them.
 */

export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid'] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];

export const CAMPAIGN_VALUE_MAX_LENGTH = 200;
export const CAMPAIGN_URL_MAX_LENGTH = 2048;

export interface CampaignData {
  location: string;
  referrer: string;
  params: Partial<Record<CampaignParameter, string>>;
}

/** Caps by characters, not UTF-16 units, so an emoji at the edge is never cut in half. */
function capped(value: string, maxLength: number): string {
  return Array.from(value.trim()).slice(0, maxLength).join('');
}

/** The campaign of a landing URL, or null when it carries no campaign parameter with a value. */
export function campaignDataFromUrl(url: URL, referrer: string): CampaignData | null {
  const params: Partial<Record<CampaignParameter, string>> = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = capped(url.searchParams.get(name) ?? '', CAMPAIGN_VALUE_MAX_LENGTH);
    if (value !== '') params[name] = value;
  }
  if (Object.keys(params).length === 0) return null;
  // The fragment never reaches a server and may hold client-side tokens; it is not campaign data.
  const location = `${url.origin}${url.pathname}${url.search}`;
  return {
    location: capped(location, CAMPAIGN_URL_MAX_LENGTH),
    referrer: capped(referrer, CAMPAIGN_URL_MAX_LENGTH),
    params,
  };
}
