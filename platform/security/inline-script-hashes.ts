import { createHash } from 'node:crypto';
import { STOREFRONTS, type Storefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { consentChoiceScript } from '@/platform/consent/consent-choice-script';
import { vatPreferenceScript } from '@/platform/money/vat-preference-script';
import { buyerScript } from '@/platform/session/buyer-script';

/** The inline scripts the root layout writes into `<head>` for a storefront, run before first paint. */
export function prePaintScripts(storefront: Storefront): readonly string[] {
  return [vatPreferenceScript(storefront), buyerScript(), consentChoiceScript()].filter((script) => script !== null);
}

const hashes = new Map<StorefrontCode, readonly string[]>();

/**
 * CSP hashes of the inline scripts the root layout writes for a storefront. The layout is shared with
 * cached pages and cannot read the request's nonce, so per-request pages allow its scripts by hash.
 */
export function inlineScriptHashes(storefront: StorefrontCode): readonly string[] {
  let known = hashes.get(storefront);
  if (!known) {
    known = prePaintScripts(STOREFRONTS[storefront]).map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
    hashes.set(storefront, known);
  }
  return known;
}
