import { createHash } from 'node:crypto';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { vatPreferenceScript } from '@/platform/money/vat-preference-script';

const hashes = new Map<StorefrontCode, readonly string[]>();

/**
 * CSP hashes of the inline scripts the root layout writes for a storefront. The layout is shared with
 * cached pages and cannot read the request's nonce, so per-request pages allow its script by hash.
 */
export function inlineScriptHashes(storefront: StorefrontCode): readonly string[] {
  let known = hashes.get(storefront);
  if (!known) {
    const script = vatPreferenceScript(STOREFRONTS[storefront]);
    known = script ? [`sha256-${createHash('sha256').update(script).digest('base64')}`] : [];
    hashes.set(storefront, known);
  }
  return known;
}
