import { describe, expect, it } from 'vitest';
import type { PurchaseTracking } from '@/features/checkout/purchase';
import { checkoutEvent, itemEvent, listViewEvent, purchaseEvent, quantityChangeEvent } from '@/features/tracking/commerce-events';
import { cartLine } from '../rules/fixtures';

describe('GA4 e-commerce events', () => {
  it('a list view names the list on the event and on every item, with positions', () => {
    const event = listViewEvent([cartLine(), cartLine({ sku: 'TDS10002', name: 'Battery', price: 24900 })], { id: 'category:apple', name: 'Apple' }, 'SEK');
    expect(event).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'SEK',
        item_list_id: 'category:apple',
        item_list_name: 'Apple',
        items: [
          { item_id: 'TDS10001', item_name: 'iPhone 13 screen', price: 100, quantity: 1, index: 0, item_list_id: 'category:apple', item_list_name: 'Apple' },
          { item_id: 'TDS10002', item_name: 'Battery', price: 249, quantity: 1, index: 1, item_list_id: 'category:apple', item_list_name: 'Apple' },
        ],
      },
    });
  });

  it('amounts are decimal major units computed from minor units, without float drift', () => {
    const event = itemEvent('add_to_cart', cartLine({ price: 1999 }), 3, 'EUR');
    expect(event.ecommerce.value).toBe(59.97);
    expect(event.ecommerce.items[0]).toMatchObject({ price: 19.99, quantity: 3 });
  });

  it('a changed quantity is an add or a remove of the difference, and nothing when unchanged', () => {
    const line = cartLine({ quantity: 4 });
    expect(quantityChangeEvent(line, 6, 'SEK')).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 200, items: [{ quantity: 2 }] } });
    expect(quantityChangeEvent(line, 1, 'SEK')).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 300, items: [{ quantity: 3 }] } });
    expect(quantityChangeEvent(line, 4, 'SEK')).toBeNull();
  });

  it('checkout steps carry the lines, the coupons and the chosen shipping or payment', () => {
    const lines = [cartLine({ quantity: 2 }), cartLine({ sku: 'TDS2', price: 500, quantity: 1 })];
    expect(checkoutEvent('begin_checkout', lines, 'NOK', { coupons: ['SOMMAR10'] }).ecommerce).toMatchObject({ value: 205, coupon: 'SOMMAR10' });
    expect(checkoutEvent('add_shipping_info', lines, 'NOK', { shippingTier: 'postnord:home' }).ecommerce.shipping_tier).toBe('postnord:home');
    const payment = checkoutEvent('add_payment_info', lines, 'NOK', { paymentType: 'invoice', coupons: [] }).ecommerce;
    expect(payment.payment_type).toBe('invoice');
    expect(payment).not.toHaveProperty('coupon');
  });

  it('the purchase is the order as placed: its id, total, VAT and coupons', () => {
    const purchase: PurchaseTracking = {
      items: [{ sku: 'TDS10001', quantity: 2, price: 10000 }],
      orderID: 'TD-200001',
      totalAmount: 24900,
      totalVAT: 4980,
      netAmount: 19920,
      hashedEmail: 'ab',
      coupons: ['SOMMAR10', 'GRATISKABEL'],
    };
    expect(purchaseEvent(purchase, 'DKK')).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'DKK',
        transaction_id: 'TD-200001',
        value: 249,
        tax: 49.8,
        coupon: 'SOMMAR10,GRATISKABEL',
        items: [{ item_id: 'TDS10001', price: 100, quantity: 2 }],
      },
    });
  });
});
