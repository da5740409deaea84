import type { z } from 'zod';
import type { contentPageSchema } from '@/lib/api/schemas';
import { getStorefront, type StorefrontCode } from '@/lib/storefronts';

export type PageSeed = z.input<typeof contentPageSchema>;

/** The storefront's privacy page slug: its privacy path without the leading slash. */
export function privacySlug(locale: StorefrontCode): string {
  return getStorefront(locale).privacyPath.replace(/^\/+/, '');
}

/** The pages every storefront has; widgets link to them by role. */
export type PageRole = 'about' | 'customerService' | 'contact' | 'terms' | 'shipping' | 'returns' | 'privacy';
