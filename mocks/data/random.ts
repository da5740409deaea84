/** A small seeded PRNG (mulberry32) so the catalog is identical on every run. */
export type Random = () => number;

function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable seed per product so one product never depends on how many came before it. */
export function randomFor(...keys: number[]): Random {
  const seed = keys.reduce((hash, key) => Math.imul(hash ^ key, 0x9e3779b1) >>> 0, 0x1b873593);
  return seededRandom(seed);
}

export function pickWeighted<T>(random: Random, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = options[options.length - 1];
  if (!last) throw new Error('pickWeighted needs at least one option');
  return last[0];
}
