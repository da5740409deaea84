import { isValidPostalCode, normalisePostalCode } from '@/features/checkout/address';
import { isValidMobile, mobileForBackend } from '@/features/checkout/mobile-number';
import { isValidEmail } from '@/platform/forms/email-address';
import type { Storefront } from '@/platform/storefronts/storefronts';
import type { Account } from '@/mocks/data/accounts';
import type { CustomerAddressBody } from '@/mocks/views/wire';

export interface ProfileInput {
  name: string;
  email: string;
  mobile: string | null;
  address: CustomerAddressBody | null;
}

export type ProfileField = 'name' | 'email' | 'mobile' | 'address.street' | 'address.postal_code' | 'address.city';
export type FieldProblem = 'required' | 'invalid';

export type ProfileCheck =
  { ok: true; profile: Pick<Account, 'name' | 'email' | 'mobile' | 'address'> } | { ok: false; fields: Partial<Record<ProfileField, FieldProblem>> };

const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/**
 * The profile as it will be kept, or what does not fit: the same checks as the checkout's (an e-mail
 * address, the checkout's mobile-number rule, docs/product/checkout.md CHK-17, and the storefront's
 * postal code pattern), stored in the checkout's normalised forms (the mobile number in E.164). An empty mobile clears it; an address needs all three parts.
 */
export function checkProfile(storefront: Storefront, input: ProfileInput): ProfileCheck {
  const fields: Partial<Record<ProfileField, FieldProblem>> = {};
  const name = input.name.trim();
  const email = input.email.trim();
  const mobile = blankToNull(input.mobile);
  if (name === '') fields.name = 'required';
  if (email === '') fields.email = 'required';
  else if (!isValidEmail(email)) fields.email = 'invalid';
  if (mobile !== null && !isValidMobile(storefront, mobile)) fields.mobile = 'invalid';
  const address = input.address && { street: input.address.street.trim(), postal_code: input.address.postal_code.trim(), city: input.address.city.trim() };
  if (address) {
    if (address.street === '') fields['address.street'] = 'required';
    if (address.city === '') fields['address.city'] = 'required';
    if (address.postal_code === '') fields['address.postal_code'] = 'required';
    else if (!isValidPostalCode(storefront, address.postal_code)) fields['address.postal_code'] = 'invalid';
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    profile: {
      name,
      email,
      mobile: mobile && mobileForBackend(storefront, mobile),
      address: address && { ...address, postal_code: normalisePostalCode(storefront, address.postal_code) },
    },
  };
}
