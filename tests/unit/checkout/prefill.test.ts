import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm } from '@/features/checkout/form';
import { checkoutPrefillOf, prefilledForm } from '@/features/checkout/prefill';
import type { Profile } from '@/platform/api/types';

const company: Profile = {
  id: 2,
  name: 'Verkstad Norden AB',
  email: 'inkop@verkstad.example',
  mobile: null,
  address: { street: 'Verkstadsvägen 3', postal_code: '415 02', city: 'Göteborg' },
  discounts: {},
  newsletter: false,
  customer_type: 'company',
};

describe('checkout prefill of a company buyer (docs/product/checkout.md, CHK-20)', () => {
  it("takes the company and its invoice address from the profile, and nothing from a consumer's", () => {
    expect(checkoutPrefillOf(company)).toEqual({
      buyer: 2,
      fields: { companyName: 'Verkstad Norden AB', email: 'inkop@verkstad.example', street: 'Verkstadsvägen 3', postalCode: '415 02', city: 'Göteborg' },
    });
    expect(checkoutPrefillOf({ ...company, address: null })?.fields).toEqual({ companyName: 'Verkstad Norden AB', email: 'inkop@verkstad.example' });
    expect(checkoutPrefillOf({ ...company, customer_type: 'consumer' })).toBeNull();
  });

  it('fills only empty fields: what the buyer typed in this checkout stays', () => {
    const prefill = checkoutPrefillOf(company)!;
    const typed = { ...emptyCheckoutForm('company'), street: 'Lagergatan 1', city: '  ' };
    expect(prefilledForm(typed, prefill, null)).toMatchObject({
      street: 'Lagergatan 1',
      city: 'Göteborg',
      postalCode: '415 02',
      companyName: 'Verkstad Norden AB',
      reference: '',
    });
  });

  it("offers the order reference this device last sent for the same buyer, never another buyer's, and never over a typed one", () => {
    const prefill = checkoutPrefillOf(company)!;
    const empty = emptyCheckoutForm('company');
    expect(prefilledForm(empty, prefill, { buyer: 2, reference: 'PO-4411' }).reference).toBe('PO-4411');
    expect(prefilledForm(empty, prefill, { buyer: 3, reference: 'PO-4411' }).reference).toBe('');
    expect(prefilledForm({ ...empty, reference: 'Projekt X' }, prefill, { buyer: 2, reference: 'PO-4411' }).reference).toBe('Projekt X');
  });
});
