import { describe, expect, it } from 'vitest';
import { ORDER_SESSION_PROVIDERS } from '@/platform/api/vocabulary';
import { type CheckoutState, clearCheckout, emptyCheckout } from '@/features/cart/checkout-reset';
import { cartLine } from './fixtures';

const session = (id: string) => ({ id, locale: 'sv-SE' });

const cart = {
  open: true,
  vat: false,
  postalCode: '114 55',
  shippingMethodCE: 'ce-home',
  items: [cartLine()],
  internal: true,
  checkoutID: 'chk-1',
  orderSessions: {
    cardWallet: session('card'),
    shipping: session('ship'),
    invoice: session('inv'),
    payLaterB2C: session('b2c'),
    payLaterB2B: session('b2b'),
  },
  shippingMethod: 'home-delivery',
  shippingProcessor: 'fixed-provider',
  servicePoint: 'sp-42',
  paymentMethod: 'card',
  campaignData: { location: 'https://shop.example/?utm_source=mail', referrer: '', params: { utm_source: 'mail' } },
} satisfies CheckoutState & Record<string, unknown>;

describe('clearCheckout', () => {
  const cleared = clearCheckout(cart);

  it.each<[keyof CheckoutState]>([['checkoutID'], ['shippingMethod'], ['shippingProcessor'], ['servicePoint'], ['paymentMethod'], ['campaignData']])(
    'resets %s',
    (field) => {
      expect(cart[field]).not.toBeNull();
      expect(cleared[field]).toBeNull();
    },
  );

  it.each(ORDER_SESSION_PROVIDERS.map((provider) => [provider]))('resets the %s session', (provider) => {
    expect(cart.orderSessions[provider]).not.toBeNull();
    expect(cleared.orderSessions[provider]).toBeNull();
  });

  it.each<[keyof typeof cart]>([['open'], ['vat'], ['postalCode'], ['shippingMethodCE'], ['items'], ['internal']])('keeps %s', (field) => {
    expect(cleared[field]).toEqual(cart[field]);
  });

  it('leaves the given state as it was', () => {
    expect(cart.checkoutID).toBe('chk-1');
    expect(cart.orderSessions.invoice).toEqual(session('inv'));
  });
});

describe('emptyCheckout', () => {
  it('hands out a fresh sessions record each time', () => {
    expect(emptyCheckout().orderSessions).not.toBe(emptyCheckout().orderSessions);
    expect(Object.keys(emptyCheckout().orderSessions)).toEqual([...ORDER_SESSION_PROVIDERS]);
  });
});
