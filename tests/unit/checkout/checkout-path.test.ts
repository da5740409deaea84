import { describe, expect, it } from 'vitest';
import { isCheckoutPath } from '@/platform/routing/checkout-path';

describe('the checkout path, where the cart panel never opens', () => {
  it.each(['/checkout', '/checkout/', '/checkout/abc-123', '/checkout/confirmation/TD-200001', '/fi/checkout', '/nl/checkout/abc'])(
    '%s is the checkout',
    (path) => {
      expect(isCheckoutPath(path)).toBe(true);
    },
  );

  it.each(['/', '/checkouts', '/produkt/checkout', '/kategori/checkout', '/xx/checkout', '/checkout-guide'])('%s is not', (path) => {
    expect(isCheckoutPath(path)).toBe(false);
  });
});
