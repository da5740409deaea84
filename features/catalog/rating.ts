export const MAX_SCORE = 5;

/** docs/product/catalog.md, CAT-14: a rating above 0 up to 5 is shown, to one decimal; anything else is no rating at all. */
export function cardScore(score: number | null | undefined): number | undefined {
  if (typeof score !== 'number' || !(score > 0 && score <= MAX_SCORE)) return undefined;
  const shown = Math.round(score * 10) / 10;
  return shown > 0 ? shown : undefined;
}
