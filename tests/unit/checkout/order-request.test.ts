import { describe, expect, it } from 'vitest';
import { type CheckoutForm, emptyCheckoutForm } from '@/features/checkout/form';
import { placeOrderBodySchema, type PlaceOrderBody } from '@/platform/api/calls/checkout';
import { E164_PATTERN } from '@/features/checkout/mobile-number';
import { type CheckoutChoices, placeOrderBody } from '@/features/checkout/order-request';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import { checkoutFrom } from './fixtures';

const { sv, fi, nl } = STOREFRONTS;

const choices: CheckoutChoices = {
  shippingMethod: 'postnord-service-point',
  servicePoint: 'sp-42',
  paymentMethod: 'card',
  paymentSession: 'sess-1',
  shippingSession: 'shipping-1',
};

/** A checkout whose total is `minor` minor units (the wire body carries it in decimal major units). */
const totalOf = (minor: number) => {
  const checkout = checkoutFrom(undefined, { subtotal: minor / 100, discount: 0, shipping: 0, vat: 0, total: minor / 100 });
  expect(checkout.totals.total).toBe(minor);
  return checkout;
};

const privateSv: CheckoutForm = {
  ...emptyCheckoutForm('private'),
  email: '  anna@example.se ',
  mobile: '070-123 45 67',
  name: ' Anna Svensson ',
  street: 'Storgatan 1 ',
  postalCode: '11350',
  city: ' Stockholm',
  // Left over from a switch to company and back: a private order sends no company.
  companyName: 'Verkstaden AB',
  organisationNumber: '556036-0793',
};

const companyNl: CheckoutForm = {
  ...emptyCheckoutForm('company'),
  email: 'jan@example.nl',
  mobile: '0412 345678',
  companyName: ' Werkplaats BV ',
  organisationNumber: ' 3301 4286 ',
  vatNumber: '',
  name: 'Jan de Vries',
  street: 'Damrak 1',
  postalCode: '1012lg',
  city: 'Amsterdam',
  reference: '   ',
};

describe('placeOrderBody: private shopper in sv', () => {
  it('normalises and trims every value, sends no company and the total in kronor', () => {
    expect(placeOrderBody(sv, privateSv, choices, totalOf(142_700), null)).toEqual({
      customer_type: 'private',
      email: 'anna@example.se',
      mobile: '+46701234567',
      address: { name: 'Anna Svensson', street: 'Storgatan 1', postal_code: '113 50', city: 'Stockholm', country_code: 'SE' },
      company: null,
      shipping_method: 'postnord-service-point',
      service_point: 'sp-42',
      payment_method: 'card',
      payment_session: 'sess-1',
      shipping_session: 'shipping-1',
      campaign: null,
      expected_total: 1427,
      terms_accepted: true,
    } satisfies PlaceOrderBody);
  });

  it('passes choices without a service point or provider sessions as null', () => {
    const body = placeOrderBody(sv, privateSv, { ...choices, servicePoint: null, paymentSession: null, shippingSession: null }, totalOf(142_700), null);
    expect(body).toMatchObject({ service_point: null, payment_session: null, shipping_session: null });
  });

  it('carries the shipping session opened for the chosen delivery beside the payment session', () => {
    const body = placeOrderBody(sv, privateSv, { ...choices, shippingSession: 'shipping-abc' }, totalOf(142_700), null);
    expect(body).toMatchObject({ payment_session: 'sess-1', shipping_session: 'shipping-abc' });
  });

  it("carries the visit's campaign as given", () => {
    const campaign = { location: 'https://sv.localhost/?utm_source=news', referrer: 'https://mail.example/', utm_source: 'news', gclid: 'Cj0K' };
    expect(placeOrderBody(sv, privateSv, choices, totalOf(142_700), campaign).campaign).toEqual(campaign);
  });
});

describe('placeOrderBody: expected_total in decimal major units from the checkout total in minor units', () => {
  it.each([
    [142_700, 1427],
    [12_389, 123.89],
    [2495, 24.95],
    [5, 0.05],
    [0, 0],
  ])('%i -> %d', (total, expected) => {
    expect(placeOrderBody(sv, privateSv, choices, totalOf(total), null).expected_total).toBe(expected);
  });
});

describe('placeOrderBody: company in nl', () => {
  it('normalises postal code and organisation number, leaves empty optional fields null', () => {
    expect(placeOrderBody(nl, companyNl, choices, totalOf(2495), null)).toEqual({
      customer_type: 'company',
      email: 'jan@example.nl',
      mobile: '+31412345678',
      address: { name: 'Jan de Vries', street: 'Damrak 1', postal_code: '1012 LG', city: 'Amsterdam', country_code: 'NL' },
      company: { name: 'Werkplaats BV', organisation_number: '33014286', vat_number: null, reference: null },
      shipping_method: 'postnord-service-point',
      service_point: 'sp-42',
      payment_method: 'card',
      payment_session: 'sess-1',
      shipping_session: 'shipping-1',
      campaign: null,
      expected_total: 24.95,
      terms_accepted: true,
    } satisfies PlaceOrderBody);
  });

  it.each<[string, string, string | null]>([
    ['empty', '', null],
    ['whitespace only', '   ', null],
    ['lower case with spaces', 'nl 123456789 b01', 'NL123456789B01'],
    ['already normal', 'NL123456789B01', 'NL123456789B01'],
  ])('VAT number %s: %j -> %j', (_, vatNumber, expected) => {
    expect(placeOrderBody(nl, { ...companyNl, vatNumber }, choices, totalOf(2495), null).company?.vat_number).toBe(expected);
  });

  it.each<[string, string | null]>([
    ['', null],
    ['  ', null],
    [' PO-2025-17 ', 'PO-2025-17'],
  ])('reference %j -> %j', (reference, expected) => {
    expect(placeOrderBody(nl, { ...companyNl, reference }, choices, totalOf(2495), null).company?.reference).toBe(expected);
  });
});

describe('placeOrderBody: per-country forms, the mobile number in E.164 (docs/product/checkout.md, CHK-18)', () => {
  it.each<[string, typeof sv, Partial<CheckoutForm>, string, string]>([
    ['fi mobile in international form', fi, { mobile: '+358 40 123 4567', postalCode: ' 00100 ' }, '+358401234567', '00100'],
    ['fi mobile in national form', fi, { mobile: '040 123 4567', postalCode: '00100' }, '+358401234567', '00100'],
    ['fi mobile starting with 05', fi, { mobile: '050 123 4567', postalCode: '00100' }, '+358501234567', '00100'],
    ['sv mobile in international form', sv, { mobile: '+46 70 123 45 67' }, '+46701234567', '113 50'],
    ['sv postal code already spaced', sv, { postalCode: ' 113 50 ' }, '+46701234567', '113 50'],
    ['nl postal code spaced, lower case', nl, { mobile: '+31 412 345678', postalCode: '1012 lg' }, '+31412345678', '1012 LG'],
    ['nl mobile starting with 06', nl, { mobile: '06 12345678', postalCode: '1012 LG' }, '+31612345678', '1012 LG'],
  ])('%s', (_, storefront, change, mobile, postalCode) => {
    const body = placeOrderBody(storefront, { ...privateSv, ...change }, choices, totalOf(12_389), null);
    expect(body.mobile).toBe(mobile);
    expect(body.address).toMatchObject({ postal_code: postalCode, country_code: storefront.countryCode });
  });

  it.each<[string, typeof sv, string, string]>([
    ['sv', sv, '5560360793', '556036-0793'],
    ['sv', sv, '16556036-0793', '556036-0793'],
    ['fi', fi, '0112038 9', '0112038-9'],
  ])('%s company: organisation number %j -> %j', (_, storefront, organisationNumber, expected) => {
    const form: CheckoutForm = { ...privateSv, customerType: 'company', postalCode: '00100', organisationNumber };
    expect(placeOrderBody(storefront, form, choices, totalOf(12_389), null).company?.organisation_number).toBe(expected);
  });
});

describe("placeOrderBody and the shop's place handler agree", () => {
  it.each([
    ['sv private', () => placeOrderBody(sv, privateSv, choices, totalOf(142_700), null)],
    ['nl company', () => placeOrderBody(nl, companyNl, choices, totalOf(9_995), null)],
    [
      'sv with a campaign',
      () => placeOrderBody(sv, privateSv, choices, totalOf(142_700), { location: 'https://sv.localhost/', referrer: '', utm_source: 'news' }),
    ],
  ])('%s passes the schema the handler checks with, unchanged', (_, body) => {
    const parsed = placeOrderBodySchema.safeParse(body());
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(body());
  });

  it('sends the mobile number in E.164 (docs/product/checkout.md, CHK-18)', () => {
    expect(placeOrderBody(sv, privateSv, choices, totalOf(142_700), null).mobile).toMatch(E164_PATTERN);
    expect(placeOrderBody(nl, companyNl, choices, totalOf(9_995), null).mobile).toMatch(E164_PATTERN);
  });
});
