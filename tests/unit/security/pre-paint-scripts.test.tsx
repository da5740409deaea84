import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { prePaintScripts } from '@/platform/security/inline-script-hashes';
import { PrePaintScripts } from '@/platform/security/PrePaintScripts';
import { STOREFRONT_CODES, STOREFRONTS } from '@/platform/storefronts/storefronts';

describe('PrePaintScripts (decision 0071)', () => {
  it.each(STOREFRONT_CODES)('%s: writes each pre-paint script once, keyed by its place, not by its text', (code) => {
    const storefront = STOREFRONTS[code];
    const scripts = PrePaintScripts({ storefront }) as ReactElement[];
    expect(scripts.every((script) => isValidElement(script))).toBe(true);
    expect(scripts.map((script) => script.key)).toEqual(prePaintScripts(storefront).map((_, place) => String(place)));
    expect(renderToStaticMarkup(<>{scripts}</>)).toBe(
      prePaintScripts(storefront)
        .map((script) => `<script>${script}</script>`)
        .join(''),
    );
  });
});
