import { describe, expect, it } from 'vitest';
import { browserCall, FORWARDED_REQUEST_HEADERS } from '@/platform/bff/browser-calls';
import { CART_BODY_LIMIT } from '@/platform/http/body-limits';
import { cookiesForBackend } from '@/platform/bff/forwarded-cookies';

describe('the browser allowlist of backend calls (docs/architecture.md#the-backend-client)', () => {
  it.each([
    ['POST', '/api/sync-cart'],
    ['POST', '/api/sync-coupons'],
    ['POST', '/api/category-children'],
    ['GET', '/api/products'],
    ['GET', '/api/products/1042/upselling'],
    ['GET', '/api/search-triggers'],
    ['POST', '/api/product-recommendations'],
    ['GET', '/api/current-deal'],
    ['POST', '/api/checkout'],
    ['GET', '/api/checkout/service-points'],
    ['POST', '/api/checkout/chk_4f2a-91/payment-sessions'],
  ])('forwards %s %s', (method, path) => {
    expect(browserCall(method, path)).not.toBeNull();
  });

  it.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/refresh'],
    ['GET', '/api/auth/profile'],
    ['POST', '/api/order-auth/login'],
    ['GET', '/api/order-auth/info'],
    ['GET', '/api/orders'],
    ['GET', '/api/receipts/TD-1'],
    ['POST', '/api/checkout/chk_1/orders'],
    ['GET', '/api/checkout/chk_1/orders/TD-1'],
    ['GET', '/api/pages/om-oss'],
    ['GET', '/api/page-drafts/om-oss'],
    ['GET', '/api/page-drafts/kundservice/kontakt'],
    ['GET', '/api/session/whatever'],
    ['POST', '/api/session/whatever'],
    ['GET', '/api/product-categories'],
    ['POST', '/api/recommendation-tracking'],
    ['GET', '/api/sync-cart'],
    ['POST', '/api/products'],
    ['DELETE', '/api/sync-cart'],
    ['GET', '/api/products/abc/upselling'],
    ['GET', '/api/products/1/upselling/extra'],
    ['GET', '/api/checkout/service-points/../../auth/profile'],
    ['POST', '/api/checkout/a%2Fb/payment-sessions'],
    ['POST', '/api/sync-cart/'],
    ['GET', '/api/%61uth/profile'],
  ])('refuses %s %s', (method, path) => {
    expect(browserCall(method, path)).toBeNull();
  });

  it('lets a cart of hundreds of lines through, and takes no body on reads', () => {
    expect(browserCall('POST', '/api/sync-cart')?.maxBody).toBe(CART_BODY_LIMIT);
    expect(browserCall('GET', '/api/products')?.maxBody).toBe(0);
  });

  it('passes no header a browser could use to change what the backend does', () => {
    expect(FORWARDED_REQUEST_HEADERS).not.toContain('x-be-staff');
    expect(FORWARDED_REQUEST_HEADERS).not.toContain('x-mock-fault');
    expect(FORWARDED_REQUEST_HEADERS).not.toContain('authorization');
  });
});

describe('cookies the backend may see', () => {
  it("keeps the shop's token and receipt cookies and passes the rest", () => {
    expect(cookiesForBackend('td_access=a; mock-scenario=s1; td_refresh=r; td_order_access=o; td_order_refresh=p; td_receipt=t.TD-1; be_internal=1')).toBe(
      'mock-scenario=s1; be_internal=1',
    );
  });

  it('keeps them under the names an https storefront gives them too', () => {
    expect(
      cookiesForBackend(
        '__Host-td_access=a; __Secure-td_refresh=r; __Host-td_order_access=o; __Secure-td_order_refresh=p; __Host-td_receipt=t.TD-1; be_internal=1',
      ),
    ).toBe('be_internal=1');
  });

  it("sends none when only the shop's are there", () => {
    expect(cookiesForBackend('td_receipt=t.TD-1')).toBeNull();
    expect(cookiesForBackend(null)).toBeNull();
  });
});
