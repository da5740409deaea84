import { describe, expect, it } from 'vitest';
import { BENCH_MESSAGES, benchTranslator } from '@/features/bench/messages';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

/** Leaf keys by dotted path. */
function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("the bench routes' texts (bench/messages)", () => {
  it.each(STOREFRONT_CODES)('%s has every key of the Swedish file and no other, none empty', (code) => {
    expect(keys(BENCH_MESSAGES[code]).sort()).toEqual(keys(BENCH_MESSAGES.sv).sort());
    for (const key of keys(BENCH_MESSAGES[code])) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], BENCH_MESSAGES[code]);
      expect(typeof text === 'string' && text.trim().length > 0, `${code} ${key}`).toBe(true);
    }
  });

  it("are read in the storefront's language", () => {
    expect(benchTranslator('fi', 'benchBare')('title')).toBe(BENCH_MESSAGES.fi.benchBare.title);
    expect(benchTranslator('nl', 'benchFloor')('text')).toBe(BENCH_MESSAGES.nl.benchFloor.text);
  });
});
