import { describe, expect, it } from 'vitest';
import { purchaseSettingsSchema } from '@/platform/api/schemas';
import { useUiStore } from '@/platform/state/ui-store';

const wire = {
  product_views_recently: 12,
  items_bought_today: 4,
  view_threshold: 10,
  purchase_threshold: 3,
  view_hidden_seconds: 4,
  purchase_hidden_seconds: 8,
};

describe('purchase settings: stock status dates and the deal (docs/product/catalog.md, CAT-18; docs/product/content.md, CNT-11)', () => {
  it('reads both', () => {
    const settings = purchaseSettingsSchema.parse({ ...wire, stock_status_dates: { 'back-order': '2026-12-10' }, deal_product_slug: 'iphone-13-skarm' });
    expect(settings).toMatchObject({ stockStatusDates: { 'back-order': '2026-12-10' }, dealProductSlug: 'iphone-13-skarm', viewHiddenMs: 4000 });
  });

  it('a backend without them: no dates, no deal', () => {
    expect(purchaseSettingsSchema.parse(wire)).toMatchObject({ stockStatusDates: {}, dealProductSlug: null });
  });

  it('a status or date the shop does not know costs nothing else', () => {
    const settings = purchaseSettingsSchema.parse({ ...wire, stock_status_dates: { 'on-the-boat': '2026-12-10', 'back-order': 'soon' } });
    expect(settings.productViewsRecently).toBe(12);
  });
});

describe('the deal pages the banner knows of', () => {
  it('one entry per page address, gone when the page goes', () => {
    const { setDealPage } = useUiStore.getState();
    setDealPage('iphone-13-skarm-original', 'iphone-13-skarm');
    setDealPage('ipad-batteri', 'ipad-batteri');
    setDealPage('iphone-13-skarm-original', null);
    expect(useUiStore.getState().dealPages).toEqual({ 'ipad-batteri': 'ipad-batteri' });
  });
});
