import { describe, expect, it } from 'vitest';
import { checkField, checkForm, emptyCheckoutForm, visibleFields } from '@/features/checkout/form';
import type { CheckoutField, CheckoutForm, FieldProblem } from '@/features/checkout/form';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

const { sv, nl } = STOREFRONTS;

const privateSv: CheckoutForm = {
  ...emptyCheckoutForm('private'),
  email: 'anna@example.se',
  mobile: '070-123 45 67',
  name: 'Anna Svensson',
  street: 'Storgatan 1',
  postalCode: '123 45',
  city: 'Stockholm',
};

const companySv: CheckoutForm = {
  ...privateSv,
  customerType: 'company',
  companyName: 'Verkstaden AB',
  organisationNumber: '556036-0793',
};

const companyNl: CheckoutForm = {
  ...emptyCheckoutForm('company'),
  email: 'jan@example.nl',
  mobile: '0412 345678',
  companyName: 'Werkplaats BV',
  organisationNumber: '33014286',
  name: 'Jan de Vries',
  street: 'Damrak 1',
  postalCode: '1012ab',
  city: 'Amsterdam',
};

describe('emptyCheckoutForm', () => {
  it.each(['private', 'company'] as const)('%s: every field empty', (customerType) => {
    const form = emptyCheckoutForm(customerType);
    expect(form.customerType).toBe(customerType);
    expect(visibleFields('company').map((field) => form[field])).toEqual(Array(10).fill(''));
  });
});

describe('visibleFields: page order', () => {
  it('private: contact, then address', () => {
    expect(visibleFields('private')).toEqual(['email', 'mobile', 'name', 'street', 'postalCode', 'city']);
  });

  it('company: contact, the company, the contact person and address, the reference', () => {
    expect(visibleFields('company')).toEqual([
      'email',
      'mobile',
      'companyName',
      'organisationNumber',
      'vatNumber',
      'name',
      'street',
      'postalCode',
      'city',
      'reference',
    ]);
  });
});

describe('checkForm: every problem of the visible fields, in page order', () => {
  it.each([
    ['sv private', sv, privateSv],
    ['sv company', sv, companySv],
    ['sv company with a VAT number and reference', sv, { ...companySv, vatNumber: 'SE 5560 3607 9301', reference: 'PO-4711' }],
    ['nl company', nl, companyNl],
    ['nl company with a VAT number', nl, { ...companyNl, vatNumber: 'nl123456789b01' }],
  ])('%s: a filled-in form has none', (_label, storefront, form) => {
    expect(checkForm(storefront, form)).toEqual([]);
  });

  it('sv private, empty: every field required', () => {
    expect(checkForm(sv, emptyCheckoutForm('private'))).toEqual(
      ['email', 'mobile', 'name', 'street', 'postalCode', 'city'].map((field) => ({ field, problem: 'required' })),
    );
  });

  it('nl company, empty: required except the VAT number and reference', () => {
    expect(checkForm(nl, emptyCheckoutForm('company'))).toEqual(
      ['email', 'mobile', 'companyName', 'organisationNumber', 'name', 'street', 'postalCode', 'city'].map((field) => ({
        field,
        problem: 'required',
      })),
    );
  });

  it('whitespace only counts as empty', () => {
    expect(checkForm(sv, { ...companySv, name: '   ', city: '\t', vatNumber: '  ', reference: ' ' })).toEqual([
      { field: 'name', problem: 'required' },
      { field: 'city', problem: 'required' },
    ]);
  });

  it('sv company: each badly formed field in page order', () => {
    const form: CheckoutForm = {
      ...companySv,
      email: 'anna@example',
      mobile: '08-123 456 78',
      organisationNumber: '556036-0794',
      vatNumber: 'SE556036079302',
      postalCode: '1234',
      reference: 'R'.repeat(51),
    };
    expect(checkForm(sv, form)).toEqual([
      { field: 'email', problem: 'email' },
      { field: 'mobile', problem: 'mobile' },
      { field: 'organisationNumber', problem: 'organisationNumber' },
      { field: 'vatNumber', problem: 'vatNumber' },
      { field: 'postalCode', problem: 'postalCode' },
      { field: 'reference', problem: 'tooLong' },
    ]);
  });

  it('nl company: each badly formed field in page order', () => {
    const form: CheckoutForm = {
      ...companyNl,
      mobile: '020 123 4567',
      companyName: 'W'.repeat(101),
      organisationNumber: '3301428',
      vatNumber: 'NL33014286',
      postalCode: '1012 A',
    };
    expect(checkForm(nl, form)).toEqual([
      { field: 'mobile', problem: 'mobile' },
      { field: 'companyName', problem: 'tooLong' },
      { field: 'organisationNumber', problem: 'organisationNumber' },
      { field: 'vatNumber', problem: 'vatNumber' },
      { field: 'postalCode', problem: 'postalCode' },
    ]);
  });

  it('a private form ignores what the company fields still hold', () => {
    const form: CheckoutForm = { ...companySv, customerType: 'private', organisationNumber: 'x', vatNumber: 'x', reference: 'R'.repeat(51) };
    expect(checkForm(sv, form)).toEqual([]);
  });
});

describe('checkField', () => {
  it.each<[string, CheckoutField, number, FieldProblem | null]>([
    ['email', 'email', 254, null],
    ['email', 'email', 255, 'tooLong'],
    ['company name', 'companyName', 100, null],
    ['company name', 'companyName', 101, 'tooLong'],
    ['name', 'name', 100, null],
    ['name', 'name', 101, 'tooLong'],
    ['street', 'street', 100, null],
    ['street', 'street', 101, 'tooLong'],
    ['city', 'city', 60, null],
    ['city', 'city', 61, 'tooLong'],
    ['reference', 'reference', 50, null],
    ['reference', 'reference', 51, 'tooLong'],
  ])('%s of %i characters -> %s', (_label, field, length, expected) => {
    const value = field === 'email' ? `${'a'.repeat(64)}@${'b'.repeat(length - 69)}.com` : 'x'.repeat(length);
    expect(checkField(sv, { ...companySv, [field]: value }, field)).toBe(expected);
  });

  it('measures the trimmed value', () => {
    expect(checkField(sv, { ...companySv, city: ` ${'x'.repeat(60)} ` }, 'city')).toBeNull();
  });

  it('checks the organisation number by the storefront country', () => {
    expect(checkField(sv, { ...companySv, organisationNumber: '33014286' }, 'organisationNumber')).toBe('organisationNumber');
    expect(checkField(nl, { ...companyNl, organisationNumber: '556036-0793' }, 'organisationNumber')).toBe('organisationNumber');
    expect(checkField(nl, { ...companyNl, organisationNumber: '3301 4286' }, 'organisationNumber')).toBeNull();
  });

  it('has nothing to say about a field the customer type hides', () => {
    expect(checkField(sv, { ...privateSv, companyName: '' }, 'companyName')).toBeNull();
  });
});
