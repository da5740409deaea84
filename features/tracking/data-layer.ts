import { readConsent } from '@/platform/consent/consent-cookie';
import { consentModeState, DENIED_CONSENT_MODE, mayRunTags, type ConsentMask } from '@/platform/consent/consent';
import type { CommerceEvent } from '@/features/tracking/commerce-events';
import { campaignFields } from '@/features/tracking/campaign-fields';
import type { CampaignData } from '@/features/content';
import { tagManagerFor } from '@/platform/tracking/tracking-config';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The data layer and the tag manager, touched only after the shopper's choice: before it the page
 * has no data layer and requests nothing from the tag host. The first grant writes Consent Mode's
 * default (everything denied) and then the choice, before any event or tag, so no tag ever runs on
 * an unknown consent state.
 */
let appliedMask: ConsentMask | null = null;
let tagManagerLoaded = false;
/** The campaign this page load arrived with, and whether the tags have it. */
let landingCampaign: CampaignData | null = null;
let campaignSet = false;

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Google's `gtag()`: Consent Mode commands must reach the data layer as an `arguments` object. */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag manager recognises commands by their arguments object
  dataLayer().push(arguments);
}

function loadTagManager(storefront: StorefrontCode): void {
  const manager = tagManagerFor(storefront);
  if (!manager || tagManagerLoaded) return;
  tagManagerLoaded = true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${manager.origin}/gtm.js?id=${encodeURIComponent(manager.containerId)}`;
  document.head.append(script);
}

/** GA4's campaign fields, once per page load and before the next event, when consent allows them. */
function setCampaignFields(): void {
  if (campaignSet || appliedMask === null || !mayRunTags(appliedMask)) return;
  const fields = campaignFields(landingCampaign, appliedMask);
  if (fields === null) return;
  gtag('set', fields);
  campaignSet = true;
}

/**
 * The campaign of the landing address (docs/product/consent.md, CNS-9), for the tags of this page
 * load and its client-side navigations: the address loses its parameters on the first one, and the
 * shopper may grant consent after it. Later page loads are new visits and get none.
 */
export function setLandingCampaign(campaign: CampaignData): void {
  landingCampaign = campaign;
  setCampaignFields();
}

/** Applies the shopper's choice: the first grant starts the tags, later changes update their consent. */
export function applyConsentToTags(storefront: StorefrontCode, mask: ConsentMask): void {
  if (mask === appliedMask) return;
  if (appliedMask === null) {
    if (!mayRunTags(mask)) return;
    gtag('consent', 'default', DENIED_CONSENT_MODE);
  }
  gtag('consent', 'update', consentModeState(mask));
  appliedMask = mask;
  setCampaignFields();
  if (mayRunTags(mask)) loadTagManager(storefront);
}

/** Pushes an e-commerce event when the stored choice allows it; returns whether it went out. */
export function pushCommerceEvent(storefront: StorefrontCode, event: CommerceEvent): boolean {
  const mask = readConsent();
  if (mask === null || !mayRunTags(mask)) return false;
  applyConsentToTags(storefront, mask);
  // GA4's advice: clear the previous event's ecommerce object, or the tag manager merges the two.
  dataLayer().push({ ecommerce: null });
  dataLayer().push(event);
  return true;
}
