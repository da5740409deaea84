// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { consentChoiceScript } from '@/platform/consent/consent-choice-script';
import { inlineScriptHashes, prePaintScripts } from '@/platform/security/inline-script-hashes';
import { STOREFRONTS, STOREFRONT_CODES, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { vatPreferenceScript } from '@/platform/money/vat-preference-script';
import { createHydrationGate } from '@/platform/state/hydration';
import { createLocalStore } from '@/features/shell/store/local-store';
import { createSessionStore } from '@/features/shell/store/session-store';

const switchable = STOREFRONT_CODES.filter((code) => STOREFRONTS[code].allowExVAT);

/** The page before any of the shop's code: what the pre-paint script makes of storage as it is. */
function prePaint(code: StorefrontCode): string | undefined {
  delete document.documentElement.dataset.vat;
  new Function(vatPreferenceScript(STOREFRONTS[code]) ?? '')();
  return document.documentElement.dataset.vat;
}

/** The shopper's choice, written the way the shop writes it: through the store and its persistence. */
async function choose(code: StorefrontCode, includeVat: boolean) {
  const local = createLocalStore(code);
  await createHydrationGate(local, createSessionStore()).whenHydrated();
  local.getState().setVat(code, includeVat);
}

beforeEach(() => localStorage.clear());

describe('the pre-paint script reads the VAT choice where the store writes it', () => {
  it.each(switchable)('%s: the choice the store stored is the one shown before paint', async (code) => {
    await choose(code, false);
    expect(prePaint(code)).toBe('excl');
    await choose(code, true);
    expect(prePaint(code)).toBe('incl');
  });

  it("reads only its own storefront's cart", async () => {
    await choose('fi', false);
    expect(prePaint('sv')).toBe('incl');
  });

  it.each([
    ['nothing stored', null],
    ['a foreign value', JSON.stringify({ carts: { sv: { vat: false } } })],
  ])('shows prices with VAT for %s', (_, raw) => {
    if (raw !== null) localStorage.setItem('td02', raw);
    expect(prePaint('sv')).toBe('incl');
  });

  it('leaves the page as the server drew it (with VAT) when storage holds no JSON', () => {
    localStorage.setItem('td02', '{"state":');
    expect(prePaint('sv')).toBeUndefined();
  });

  it('is left out where prices always include VAT, and allowed by the hash the policy names', () => {
    const hash = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;
    expect(vatPreferenceScript(STOREFRONTS.da)).toBeNull();
    expect(inlineScriptHashes('da')).toEqual([hash(consentChoiceScript())]);
    for (const code of switchable) {
      const script = vatPreferenceScript(STOREFRONTS[code]) ?? '';
      expect(prePaintScripts(STOREFRONTS[code])).toEqual([script, consentChoiceScript()]);
      expect(inlineScriptHashes(code)).toEqual([hash(script), hash(consentChoiceScript())]);
    }
  });
});
