/**
 * The shopper's phone model follows them across category listings (docs/product/catalog.md, CAT-2;
 * the backend calls it categoryPhoneModel). A model chosen on one listing is remembered; the next listing that
 * shows no model but offers the remembered one opens narrowed to it, with its filter chip to clear it.
 */
export function phoneModelToApply(remembered: string | null, current: string | undefined, offered: readonly string[]): string | null {
  if (current !== undefined || remembered === null) return null;
  return offered.includes(remembered) ? remembered : null;
}
