import type { ProfileUpdate } from '@/platform/api/calls/auth';
import type { ApiResult } from '@/platform/api/result';
import type { Profile } from '@/platform/api/types';
import { isValidPostalCode, normalisePostalCode, displayMobile, isValidMobile, mobileForBackend, CHECKOUT_FIELD_MAX_LENGTH } from '@/features/checkout';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@/platform/forms/email-address';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The customer's own details as a form, checked by the storefront's patterns (docs/product/account.md, ACC-14)
 * with the checkout's validators (the mobile number by the checkout's rule, ACC-16), so an address
 * saved here is one the checkout accepts. Values are checked trimmed; a field's first problem is the
 * one reported. The mobile number is optional, and so is the address, but only as a whole: a street
 * without postal code and city delivers nowhere.
 */
export interface ProfileForm {
  name: string;
  email: string;
  mobile: string;
  street: string;
  postalCode: string;
  city: string;
  newsletter: boolean;
}

export type ProfileField = Exclude<keyof ProfileForm, 'newsletter'>;
export type ProfileProblem = 'required' | 'tooLong' | 'email' | 'mobile' | 'postalCode' | 'invalid';

/** Page order. */
export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'email', 'mobile', 'street', 'postalCode', 'city'];
const ADDRESS_FIELDS: readonly ProfileField[] = ['street', 'postalCode', 'city'];

export const PROFILE_FIELD_MAX_LENGTH: Readonly<Partial<Record<ProfileField, number>>> = {
  name: CHECKOUT_FIELD_MAX_LENGTH.name,
  email: EMAIL_MAX_LENGTH,
  street: CHECKOUT_FIELD_MAX_LENGTH.street,
  city: CHECKOUT_FIELD_MAX_LENGTH.city,
};

const FORMATS: Partial<Record<ProfileField, (storefront: Storefront, value: string) => boolean>> = {
  email: (_storefront, value) => isValidEmail(value),
  mobile: isValidMobile,
  postalCode: isValidPostalCode,
};

/** The form filled in with what the backend holds; the mobile number as the shopper writes it (`displayMobile`). */
export function profileFormOf(storefront: Storefront, profile: Pick<Profile, 'name' | 'email' | 'mobile' | 'address' | 'newsletter'>): ProfileForm {
  return {
    name: profile.name,
    email: profile.email,
    mobile: profile.mobile === null ? '' : displayMobile(storefront, profile.mobile),
    street: profile.address?.street ?? '',
    postalCode: profile.address?.postal_code ?? '',
    city: profile.address?.city ?? '',
    newsletter: profile.newsletter,
  };
}

/** A field's name in the posted form (and its input's id on the page). */
export function profileFieldName(field: ProfileField): string {
  return `profile-${field}`;
}

/** The posted form; a missing or non-text field reads as empty, an unticked box as no. */
export function profileFormFrom(data: { get(name: string): unknown }): ProfileForm {
  const text = (field: ProfileField) => {
    const value = data.get(profileFieldName(field));
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    mobile: text('mobile'),
    street: text('street'),
    postalCode: text('postalCode'),
    city: text('city'),
    newsletter: data.get('newsletter') === 'on',
  };
}

function hasAddress(form: ProfileForm): boolean {
  return ADDRESS_FIELDS.some((field) => form[field].trim() !== '');
}

function isRequired(form: ProfileForm, field: ProfileField): boolean {
  if (field === 'name' || field === 'email') return true;
  return ADDRESS_FIELDS.includes(field) && hasAddress(form);
}

export function checkProfileField(storefront: Storefront, form: ProfileForm, field: ProfileField): ProfileProblem | null {
  const value = form[field].trim();
  if (value === '') return isRequired(form, field) ? 'required' : null;
  const maxLength = PROFILE_FIELD_MAX_LENGTH[field];
  if (maxLength !== undefined && value.length > maxLength) return 'tooLong';
  const format = FORMATS[field];
  if (format && !format(storefront, value)) return field as ProfileProblem;
  return null;
}

export function checkProfileForm(storefront: Storefront, form: ProfileForm): { field: ProfileField; problem: ProfileProblem }[] {
  return PROFILE_FIELDS.flatMap((field) => {
    const problem = checkProfileField(storefront, form, field);
    return problem === null ? [] : [{ field, problem }];
  });
}

/** What the backend receives: trimmed, the postal code in its national form and the mobile number in E.164 (docs/product/account.md, ACC-16). */
export function profileUpdateOf(storefront: Storefront, form: ProfileForm): ProfileUpdate {
  const mobile = form.mobile.trim();
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    mobile: mobile === '' ? null : mobileForBackend(storefront, mobile),
    address: hasAddress(form) ? { street: form.street.trim(), postal_code: normalisePostalCode(storefront, form.postalCode), city: form.city.trim() } : null,
    newsletter: form.newsletter,
  };
}

/** The backend's names for the fields of a 400, with and without the address's prefix. */
const BACKEND_FIELDS: Readonly<Record<string, ProfileField>> = {
  name: 'name',
  email: 'email',
  mobile: 'mobile',
  street: 'street',
  postal_code: 'postalCode',
  city: 'city',
  'address.street': 'street',
  'address.postal_code': 'postalCode',
  'address.city': 'city',
};

export type ProfileSaveOutcome =
  | { kind: 'saved'; profile: Profile }
  | { kind: 'invalid'; fields: ProfileField[] }
  | { kind: 'email-taken' }
  | { kind: 'signed-out' }
  | { kind: 'unavailable' };

/**
 * 400 names the fields the backend would not take (a form-level message when it names none we
 * show); 409 is an e-mail address of another account.
 */
export function profileSaveOutcome(result: ApiResult<Profile>): ProfileSaveOutcome {
  if (result.ok) return { kind: 'saved', profile: result.data };
  if (result.error.kind !== 'http') return { kind: 'unavailable' };
  if (result.error.status === 400) {
    const fields = (result.error.fields ?? []).flatMap((name) => BACKEND_FIELDS[name] ?? []);
    return { kind: 'invalid', fields: [...new Set(fields)] };
  }
  if (result.error.status === 409) return { kind: 'email-taken' };
  if (result.error.status === 401) return { kind: 'signed-out' };
  return { kind: 'unavailable' };
}
