import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '@/platform/api/result';
import type { Profile } from '@/platform/api/types';
import {
  checkProfileField,
  checkProfileForm,
  PROFILE_FIELDS,
  profileFieldName,
  profileFormFrom,
  profileFormOf,
  profileSaveOutcome,
  profileUpdateOf,
  type ProfileForm,
} from '@/features/account/profile-form';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

const { sv, no, nl, fi } = STOREFRONTS;

const form: ProfileForm = {
  name: 'Anna Svensson',
  email: 'anna@example.com',
  mobile: '070-123 45 67',
  street: 'Storgatan 1',
  postalCode: '12345',
  city: 'Stockholm',
  newsletter: true,
};

describe('checkProfileField', () => {
  it('takes a complete Swedish profile', () => {
    expect(checkProfileForm(sv, form)).toEqual([]);
  });

  it.each([
    [sv, 'postalCode', '0150', 'postalCode'],
    [no, 'postalCode', '0150', null],
    [no, 'postalCode', '123 45', 'postalCode'],
    [nl, 'postalCode', '1012 ab', null],
    [fi, 'postalCode', '00100', null],
    [sv, 'mobile', '0812345678', 'mobile'],
    [sv, 'mobile', '+46 (0)70 123 45 67', null],
    [no, 'mobile', '912 34 567', null],
    [nl, 'mobile', '06 12345678', null],
    [nl, 'mobile', '020 1234567', 'mobile'],
    [fi, 'mobile', '050 123 4567', null],
    [sv, 'email', 'anna@example', 'email'],
    [sv, 'name', '   ', 'required'],
    [sv, 'name', 'x'.repeat(101), 'tooLong'],
  ] as const)('%#: %s %j -> %s', (storefront, field, value, problem) => {
    expect(checkProfileField(storefront, { ...form, [field]: value }, field)).toBe(problem);
  });

  it('lets mobile and the whole address be empty, but not half an address', () => {
    const bare = { ...form, mobile: '', street: '', postalCode: '', city: '' };
    expect(checkProfileForm(sv, bare)).toEqual([]);
    expect(checkProfileForm(sv, { ...bare, street: 'Storgatan 1' })).toEqual([
      { field: 'postalCode', problem: 'required' },
      { field: 'city', problem: 'required' },
    ]);
  });
});

describe('profileUpdateOf', () => {
  it('sends trimmed values, the mobile number in E.164 (ACC-16) and the postal code as the post prints it', () => {
    expect(profileUpdateOf(sv, { ...form, name: ' Anna Svensson ', mobile: '+46 70 123 45 67' })).toEqual({
      name: 'Anna Svensson',
      email: 'anna@example.com',
      mobile: '+46701234567',
      address: { street: 'Storgatan 1', postal_code: '123 45', city: 'Stockholm' },
      newsletter: true,
    });
  });

  it('sends no mobile and no address when they are left empty', () => {
    expect(profileUpdateOf(sv, { ...form, mobile: ' ', street: '', postalCode: '', city: '' })).toMatchObject({ mobile: null, address: null });
  });

  it('sends a Dutch 06 number as +31 6', () => {
    expect(profileUpdateOf(nl, { ...form, mobile: '06-12345678', postalCode: '1012 AB' }).mobile).toBe('+31612345678');
  });
});

describe('profile form round trip', () => {
  it('fills the form from the profile and reads it back from the post', () => {
    const profile: Profile = { id: 1, name: 'Anna', email: 'a@b.se', mobile: null, address: null, discounts: {}, newsletter: true, customer_type: 'consumer' };
    const filled = profileFormOf(sv, profile);
    expect(filled).toEqual({ name: 'Anna', email: 'a@b.se', mobile: '', street: '', postalCode: '', city: '', newsletter: true });
    const posted = new FormData();
    for (const field of PROFILE_FIELDS) posted.set(profileFieldName(field), filled[field]);
    posted.set('newsletter', 'on');
    expect(profileFormFrom(posted)).toEqual(filled);
    expect(profileFormFrom(new Map())).toEqual({ name: '', email: '', mobile: '', street: '', postalCode: '', city: '', newsletter: false });
  });

  it('shows the mobile number the backend holds in E.164 as the shopper writes it, and it goes back as it came', () => {
    const profile: Profile = {
      id: 1,
      name: 'Jan',
      email: 'j@b.nl',
      mobile: '+31612345678',
      address: null,
      discounts: {},
      newsletter: false,
      customer_type: 'consumer',
    };
    const filled = profileFormOf(nl, profile);
    expect(filled.mobile).toBe('06 12345678');
    expect(profileUpdateOf(nl, filled).mobile).toBe('+31612345678');
  });
});

describe('profileSaveOutcome', () => {
  it.each([
    [
      { kind: 'http', status: 400, code: 'invalid_fields', fields: ['address.postal_code', 'mobile', 'unknown'] },
      { kind: 'invalid', fields: ['postalCode', 'mobile'] },
    ],
    [
      { kind: 'http', status: 400 },
      { kind: 'invalid', fields: [] },
    ],
    [{ kind: 'http', status: 409, code: 'email_taken' }, { kind: 'email-taken' }],
    [{ kind: 'http', status: 401 }, { kind: 'signed-out' }],
    [{ kind: 'http', status: 503 }, { kind: 'unavailable' }],
    [{ kind: 'timeout', afterMs: 8000 }, { kind: 'unavailable' }],
  ] as const)('%j', (error, outcome) => {
    expect(profileSaveOutcome({ ok: false, error: error as ApiFailure })).toEqual(outcome);
  });
});
