import { describe, expect, it } from 'vitest';
import type { PriceTier, Prices } from '@/platform/api/types';
import { activeTiers, campaignPercent, keepNonIncreasingTiers, unitPriceForQuantity } from '@/platform/money/pricing';

const tier = (q: number, p: number): PriceTier => ({ q, p });
const tiers = [tier(1, 10_000), tier(5, 9000), tier(10, 8000)];

describe('keepNonIncreasingTiers: a tier stays only if its price is not above the last kept one', () => {
  it.each<[string, PriceTier[], PriceTier[]]>([
    ['valid tiers unchanged', tiers, tiers],
    ['sorted by quantity', [tier(10, 8000), tier(1, 10_000), tier(5, 9000)], tiers],
    ['a rising tier dropped', [tier(1, 100), tier(5, 120), tier(10, 90)], [tier(1, 100), tier(10, 90)]],
    ['compared with the last kept tier, not the last seen', [tier(1, 100), tier(5, 80), tier(10, 90), tier(20, 85)], [tier(1, 100), tier(5, 80)]],
    ['equal prices kept', [tier(1, 100), tier(5, 100)], [tier(1, 100), tier(5, 100)]],
    ['the base tier always kept', [tier(1, 100), tier(2, 200), tier(3, 300)], [tier(1, 100)]],
    ['a single tier', [tier(1, 100)], [tier(1, 100)]],
    ['no tiers', [], []],
  ])('%s', (_case, input, expected) => {
    expect(keepNonIncreasingTiers(input)).toEqual(expected);
  });

  it('keeps the other fields of a tier and does not reorder its input', () => {
    const input = [tier(5, 90), { q: 1, p: 100, o: 120, d: 17 }];
    expect(keepNonIncreasingTiers(input)).toEqual([{ q: 1, p: 100, o: 120, d: 17 }, tier(5, 90)]);
    expect(input[0]).toEqual(tier(5, 90));
  });
});

describe('unitPriceForQuantity: the price of the highest tier whose quantity is reached', () => {
  it.each([
    [1, 10_000],
    [4, 10_000],
    [5, 9000],
    [6, 9000],
    [9, 9000],
    [10, 8000],
    [11, 8000],
    [5000, 8000],
  ])('%i pieces cost %i each', (quantity, expected) => {
    expect(unitPriceForQuantity(tiers, quantity)).toBe(expected);
  });

  it.each<[string, PriceTier[], number, number | undefined]>([
    ['below the first tier, the first tier', [tier(2, 500), tier(5, 400)], 1, 500],
    ['a rising tier is ignored', [tier(1, 100), tier(5, 120)], 5, 100],
    ['unsorted tiers', [tier(10, 80), tier(1, 100)], 10, 80],
    ['two tiers at one quantity: the lower price', [tier(1, 100), tier(5, 90), tier(5, 85)], 5, 85],
    ['no tiers', [], 3, undefined],
  ])('%s', (_case, input, quantity, expected) => {
    expect(unitPriceForQuantity(input, quantity)).toBe(expected);
  });
});

describe('activeTiers: campaign tiers when present, else normal', () => {
  const campaign = [tier(1, 7500), tier(5, 7000)];
  it.each<[string, Prices, PriceTier[]]>([
    ['campaign present', { n: tiers, c: campaign }, campaign],
    ['campaign absent', { n: tiers }, tiers],
    ['campaign empty', { n: tiers, c: [] }, tiers],
    ['campaign tiers kept only if non-increasing', { n: tiers, c: [tier(1, 7500), tier(5, 7600)] }, [tier(1, 7500)]],
    ['normal tiers kept only if non-increasing', { n: [tier(1, 100), tier(5, 101)] }, [tier(1, 100)]],
  ])('%s', (_case, prices, expected) => {
    expect(activeTiers(prices)).toEqual(expected);
  });
});

describe('the lowest unit price a shopper can reach: the last active tier', () => {
  it.each<[string, Prices, number | undefined]>([
    ['normal tiers', { n: tiers }, 8000],
    ['campaign tiers', { n: tiers, c: [tier(1, 7500), tier(5, 7000)] }, 7000],
    ['one tier', { n: [tier(1, 4900)] }, 4900],
    ['a rising last tier does not count', { n: [tier(1, 100), tier(5, 90), tier(10, 95)] }, 90],
    ['no tiers', { n: [] }, undefined],
  ])('%s', (_case, prices, expected) => {
    expect(activeTiers(prices).at(-1)?.p).toBe(expected);
  });
});

describe('campaignPercent: 100 x (1 - campaign / normal), rounded down', () => {
  it.each([
    [7500, 10_000, 25],
    [19_900, 30_000, 33],
    [14_900, 19_900, 25],
    [1, 3, 66],
    [9999, 10_000, 0],
    [10_000, 10_000, 0],
    [11_000, 10_000, 0],
    [0, 10_000, 100],
    [-5, 10_000, 100],
    [5000, 0, 0],
  ])('%i instead of %i is %i %%', (campaign, normal, expected) => {
    expect(campaignPercent(campaign, normal)).toBe(expected);
  });
});
