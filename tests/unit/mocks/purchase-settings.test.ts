import { describe, expect, it } from 'vitest';
import { catalog } from '@/mocks/data/catalog';
import { DAY_MS, isoDate, MOCK_DAY } from '@/mocks/data/mock-day';
import { dealProduct } from '@/mocks/rules/current-deal';
import { purchaseSettings } from '@/mocks/rules/purchase-settings';
import { purchaseSettingsSchema } from '@/platform/api/schemas';

describe('mock purchase settings: stock status dates and the deal (proposed fields)', () => {
  const products = catalog().byPopularity;

  it("a back-ordered product ships again 7 to 20 days after the mock's day; others have no date", () => {
    const backOrdered = products.filter((product) => product.stockStatus === 'back-order');
    expect(backOrdered.length).toBeGreaterThan(0);
    for (const product of backOrdered) {
      const date = purchaseSettings(product).stock_status_dates?.['back-order'] ?? '';
      expect(date >= isoDate(MOCK_DAY + 7 * DAY_MS) && date <= isoDate(MOCK_DAY + 20 * DAY_MS)).toBe(true);
    }
    for (const product of products.filter((candidate) => candidate.stockStatus !== 'back-order' && candidate.stockStatus !== 'out-of-stock').slice(0, 50)) {
      expect(purchaseSettings(product).stock_status_dates).toEqual({});
    }
  });

  it("every other out-of-stock product (even ids) is expected back 14 to 41 days after the mock's day (docs/product/stock-alerts.md, STK-2)", () => {
    const outOfStock = products.filter((product) => product.stockStatus === 'out-of-stock');
    const dated = outOfStock.filter((product) => product.id % 2 === 0);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.length).toBeLessThan(outOfStock.length);
    for (const product of outOfStock) {
      const date = purchaseSettings(product).stock_status_dates?.['out-of-stock'];
      if (product.id % 2 !== 0) expect(date).toBeUndefined();
      else expect(date !== undefined && date >= isoDate(MOCK_DAY + 14 * DAY_MS) && date <= isoDate(MOCK_DAY + 41 * DAY_MS)).toBe(true);
    }
  });

  it("the deal's product names the deal's slug; no other product does", () => {
    const deal = dealProduct();
    expect(purchaseSettings(deal).deal_product_slug).toBe(deal.slug);
    expect(products.filter((product) => purchaseSettings(product).deal_product_slug !== null)).toEqual([deal]);
  });

  it('answers what the shop reads', () => {
    expect(purchaseSettingsSchema.safeParse(purchaseSettings(dealProduct())).success).toBe(true);
  });
});
