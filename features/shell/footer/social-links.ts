import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The footer's social links per storefront (docs/product/chrome.md, CHR-12: facebook, instagram, tiktok, youtube,
 * each shown only when configured). Configured per deployment with SOCIAL_<NETWORK>_<STOREFRONT>,
 * e.g. SOCIAL_INSTAGRAM_SV=https://www.instagram.com/...; read where the footer renders (the
 * server), so static pages carry what was configured when they were built.
 */
const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

function socialEnvName(network: SocialNetwork, storefront: StorefrontCode): string {
  return `SOCIAL_${network.toUpperCase()}_${storefront.toUpperCase()}`;
}

function httpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The configured links in the fixed network order; an unset or non-https value is left out. */
export function socialLinks(storefront: StorefrontCode, env: Readonly<Record<string, string | undefined>> = process.env): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = httpsUrl(env[socialEnvName(network, storefront)]);
    return url ? [{ network, url }] : [];
  });
}
