import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceChoiceHref } from '@/features/catalog/devices/listing-on-screen';
import { deviceFits, MAX_DEVICES, mergeDevices, sameDevices, withDevice, withoutDevice, type SavedDevice } from '@/features/catalog/devices/devices';

const device = (slug: string, savedAt: number): SavedDevice => ({ slug, name: slug.toUpperCase(), savedAt });
const slugs = (devices: readonly SavedDevice[]) => devices.map((kept) => kept.slug);

const anyDevice = fc.record({
  slug: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'),
  name: fc.string(),
  savedAt: fc.integer({ min: 0, max: 50 }),
});
/** A list as the shop keeps it: each model once, newest first, at most MAX_DEVICES. */
const keptList = fc
  .array(anyDevice, { maxLength: 14 })
  .map((devices) => devices.reduce<SavedDevice[]>((list, next) => withDevice(list, next), []).sort((a, b) => b.savedAt - a.savedAt));

describe('docs/product/devices.md, DEV-1: the shopper keeps up to 10 devices, newest first', () => {
  it('puts a new device first and one saved again back at the top, once', () => {
    const list = withDevice(withDevice([device('iphone-13', 1)], device('galaxy-s24', 2)), device('iphone-13', 3));
    expect(slugs(list)).toEqual(['iphone-13', 'galaxy-s24']);
    expect(list[0]?.savedAt).toBe(3);
  });

  it('lets the oldest go when an eleventh is saved', () => {
    let list: SavedDevice[] = [];
    for (let n = 0; n <= MAX_DEVICES; n += 1) list = withDevice(list, device(`model-${n}`, n));
    expect(list).toHaveLength(MAX_DEVICES);
    expect(list[0]?.slug).toBe(`model-${MAX_DEVICES}`);
    expect(slugs(list)).not.toContain('model-0');
  });

  it('removes one device and leaves the others in their order', () => {
    expect(slugs(withoutDevice([device('a', 3), device('b', 2), device('c', 1)], 'b'))).toEqual(['a', 'c']);
  });
});

describe('docs/product/devices.md, DEV-6: signing in merges this browser’s devices with the account’s', () => {
  it('keeps each model once at its later save, newest first', () => {
    const merged = mergeDevices([device('a', 5), device('b', 1)], [device('b', 4), device('c', 3)]);
    expect(merged.map((kept) => [kept.slug, kept.savedAt])).toEqual([
      ['a', 5],
      ['b', 4],
      ['c', 3],
    ]);
  });

  it('gives a tie to this browser', () => {
    expect(mergeDevices([{ slug: 'a', name: 'Here', savedAt: 1 }], [{ slug: 'a', name: 'There', savedAt: 1 }])[0]?.name).toBe('Here');
  });

  it('holds for any two kept lists: each model once, newest first, capped, nothing made up or lost but the oldest', () => {
    fc.assert(
      fc.property(keptList, keptList, (stored, account) => {
        const merged = mergeDevices(stored, account);
        const models = new Set(slugs([...stored, ...account]));
        expect(new Set(slugs(merged)).size).toBe(merged.length);
        expect(merged.length).toBe(Math.min(MAX_DEVICES, models.size));
        for (let n = 1; n < merged.length; n += 1) expect((merged[n - 1] as SavedDevice).savedAt).toBeGreaterThanOrEqual((merged[n] as SavedDevice).savedAt);
        for (const kept of merged) {
          const saves = [...stored, ...account].filter((other) => other.slug === kept.slug).map((other) => other.savedAt);
          expect(kept.savedAt).toBe(Math.max(...saves));
        }
        const left = [...models].filter((slug) => !slugs(merged).includes(slug));
        const oldestKept = merged.at(-1)?.savedAt ?? Number.POSITIVE_INFINITY;
        for (const slug of left)
          expect(Math.max(...[...stored, ...account].filter((other) => other.slug === slug).map((other) => other.savedAt))).toBeLessThanOrEqual(oldestKept);
        expect(sameDevices(mergeDevices(merged, merged), merged)).toBe(true);
      }),
    );
  });

  it('tells a changed list from the same one', () => {
    expect(sameDevices([device('a', 1)], [device('a', 1)])).toBe(true);
    expect(sameDevices([device('a', 1)], [device('a', 2)])).toBe(false);
    expect(sameDevices([device('a', 1), device('b', 1)], [device('b', 1), device('a', 1)])).toBe(false);
  });
});

describe('docs/product/devices.md, DEV-4: a product page says whether it fits each saved device', () => {
  it('answers per device in the list’s order', () => {
    const fits = deviceFits([device('iphone-13', 2), device('galaxy-s24', 1)], ['galaxy-s24']);
    expect(fits.map(({ device: kept, fits: fit }) => [kept.slug, fit])).toEqual([
      ['iphone-13', false],
      ['galaxy-s24', true],
    ]);
  });

  it('fits nothing for a product made for no model', () => {
    expect(deviceFits([device('iphone-13', 1)], []).every(({ fits }) => !fits)).toBe(true);
  });
});

describe('docs/product/devices.md, DEV-3: where a device chosen in the header leads', () => {
  const listing = { basePath: '/kategori/reservdelar/apple', query: {}, offered: ['iphone-13', 'iphone-14'] };

  it('to the listing’s view for a model it has parts for, else to the whole listing', () => {
    expect(deviceChoiceHref(listing, 'iphone-13')).toBe('/kategori/reservdelar/apple?phone_model=iphone-13');
    expect(deviceChoiceHref(listing, 'galaxy-s24')).toBe('/kategori/reservdelar/apple');
    expect(deviceChoiceHref(listing, null)).toBe('/kategori/reservdelar/apple');
  });

  it('keeps a search’s term, and narrows a search to any model', () => {
    const search = { basePath: '/sok', query: { q: 'skärm' }, offered: 'any' as const };
    expect(deviceChoiceHref(search, 'galaxy-s24')).toBe('/sok?q=sk%C3%A4rm&phone_model=galaxy-s24');
    expect(deviceChoiceHref(search, null)).toBe('/sok?q=sk%C3%A4rm');
  });

  it('nowhere off a listing: the choice is only remembered', () => {
    expect(deviceChoiceHref(null, 'iphone-13')).toBeNull();
  });
});
