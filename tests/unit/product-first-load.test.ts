/**
 * What issue 29 added to the product page loads where it is used (decision 0067): the stock alert's
 * form on an out-of-stock product, the device fit's list for a shopper with saved devices. These
 * walk the static imports of the layouts and the pages a shopper browses.
 */
import { describe, expect, it } from 'vitest';
import { BROWSING_ENTRIES, importersOf, staticImports } from './client-modules';

describe('the pages a shopper browses', () => {
  const modules = staticImports(BROWSING_ENTRIES);

  it("hold the stock alert form's loader but not the form", () => {
    expect(modules).toContain('features/stock-alerts/StockAlertFormLoader.tsx');
    expect(importersOf(/askStockAlert/, modules)).toEqual([]);
  });

  it("hold the device fit's gate but not its list", () => {
    expect(modules).toContain('features/catalog/devices/DeviceFit.tsx');
    expect(importersOf(/import \{[^}]*\bdeviceFits\b/, modules)).toEqual([]);
  });
});
