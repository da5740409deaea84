// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { consentChoiceScript } from '@/platform/consent/consent-choice-script';
import { inlineScriptHashes, prePaintScripts } from '@/platform/security/inline-script-hashes';
import { STOREFRONTS, STOREFRONT_CODES, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { vatPreferenceScript } from '@/platform/money/vat-preference-script';
import { buyerScript } from '@/platform/session/buyer-script';
import type { PublicUser } from '@/platform/session/public-user';
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

/** The page before any of the shop's code: whom the buyer script marks. */
function prePaintBuyer(): string | undefined {
  delete document.documentElement.dataset.buyer;
  new Function(buyerScript())();
  return document.documentElement.dataset.buyer;
}

async function storeOf(code: StorefrontCode) {
  const local = createLocalStore(code);
  await createHydrationGate(local, createSessionStore()).whenHydrated();
  return local;
}

/** The shopper's choice, written the way the shop writes it: through the store and its persistence. */
async function choose(code: StorefrontCode, includeVat: boolean) {
  (await storeOf(code)).getState().setVat(code, includeVat);
}

const signedIn = (customerType: PublicUser['customerType']): PublicUser => ({
  name: 'Verkstad Norden AB',
  orderId: null,
  scopes: [],
  discounts: {},
  customerType,
  sessionEndsAt: Date.now() + 3_600_000,
});

/** A sign-in or sign-out, written as the session does. */
async function signIn(code: StorefrontCode, user: PublicUser | null) {
  (await storeOf(code)).getState().setUser(user);
}

beforeEach(() => localStorage.clear());

describe('the pre-paint script reads the VAT choice where the store writes it', () => {
  it.each(switchable)('%s: the choice the store stored is the one shown before paint', async (code) => {
    await choose(code, false);
    expect(prePaint(code)).toBe('excl');
    await choose(code, true);
    expect(prePaint(code)).toBe('incl');
  });

  it.each(switchable)('%s: a signed-in company sees prices without VAT until it chooses, and the storefront default once signed out', async (code) => {
    await signIn(code, signedIn('company'));
    expect(prePaint(code)).toBe('excl');
    await choose(code, true);
    expect(prePaint(code)).toBe('incl');
    localStorage.clear();
    await signIn(code, signedIn('consumer'));
    expect(prePaint(code)).toBe('incl');
    await signIn(code, signedIn('company'));
    await signIn(code, null);
    expect(prePaint(code)).toBe('incl');
  });

  it('marks a signed-in company buyer before paint, in every storefront, and no one else', async () => {
    for (const code of STOREFRONT_CODES) {
      localStorage.clear();
      expect(prePaintBuyer()).toBeUndefined();
      await signIn(code, signedIn('consumer'));
      expect(prePaintBuyer()).toBeUndefined();
      await signIn(code, signedIn('company'));
      expect(prePaintBuyer()).toBe('company');
      await signIn(code, null);
      expect(prePaintBuyer()).toBeUndefined();
    }
    localStorage.setItem('td02', '{"state":');
    expect(prePaintBuyer()).toBeUndefined();
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
    expect(inlineScriptHashes('da')).toEqual([hash(buyerScript()), hash(consentChoiceScript())]);
    for (const code of switchable) {
      const script = vatPreferenceScript(STOREFRONTS[code]) ?? '';
      expect(prePaintScripts(STOREFRONTS[code])).toEqual([script, buyerScript(), consentChoiceScript()]);
      expect(inlineScriptHashes(code)).toEqual([hash(script), hash(buyerScript()), hash(consentChoiceScript())]);
    }
  });
});
