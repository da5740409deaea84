import type { CheckoutForm } from '@/features/checkout/form';
import type { Profile } from '@/platform/api/types';

/**
 * What the checkout takes from a signed-in company buyer's account (docs/product/checkout.md, CHK-20):
 * the company and its invoice address from the profile, read on the server for this request, and the
 * order reference this device last sent for the same buyer.
 */
export interface CheckoutPrefill {
  /** The profile's id: whose remembered order reference applies. */
  buyer: number;
  fields: Partial<Pick<CheckoutForm, 'companyName' | 'email' | 'street' | 'postalCode' | 'city'>>;
}

/** The last order reference a buyer sent from this device, kept in localStorage with the rest of the purchase. */
export interface RememberedReference {
  buyer: number;
  reference: string;
}

/** Only a company buyer's checkout is prefilled; a consumer's account says nothing the checkout needs. */
export function checkoutPrefillOf(profile: Profile): CheckoutPrefill | null {
  if (profile.customer_type !== 'company') return null;
  const address = profile.address;
  return {
    buyer: profile.id,
    fields: {
      companyName: profile.name,
      email: profile.email,
      ...(address && { street: address.street, postalCode: address.postal_code, city: address.city }),
    },
  };
}

/**
 * The form with the prefill in every field still empty: what the buyer typed in this checkout, kept
 * in its draft, is never overwritten. The reference is the one remembered for this buyer only.
 */
export function prefilledForm(form: CheckoutForm, prefill: CheckoutPrefill, remembered: RememberedReference | null): CheckoutForm {
  const offered: Partial<CheckoutForm> = { ...prefill.fields, ...(remembered?.buyer === prefill.buyer && { reference: remembered.reference }) };
  const filled = { ...form };
  for (const [field, value] of Object.entries(offered) as [keyof CheckoutForm, string][]) {
    if (field !== 'customerType' && filled[field].trim() === '') filled[field] = value;
  }
  return filled;
}
