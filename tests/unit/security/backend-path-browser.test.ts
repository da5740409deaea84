// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { backendPath } from '@/platform/api/backend-path';
import { browserCall } from '@/platform/bff/browser-calls';

describe('backend paths in the browser', () => {
  it("are joined as written, and the shop's allowlist takes none with an id that does not fit", () => {
    expect(typeof window).toBe('object');
    expect(backendPath`/api/checkout/${'chk_4f2a-91'}/payment-sessions`).toBe('/api/checkout/chk_4f2a-91/payment-sessions');
    expect(backendPath`/api/products/${7}/upselling`).toBe('/api/products/7/upselling');
    for (const id of ['..', '.', 'a/b', 'a?b', '%2e%2e']) {
      expect(browserCall('POST', new URL(backendPath`/api/checkout/${id}/payment-sessions` ?? '', 'http://sv.localhost').pathname)).toBeNull();
    }
  });
});
