import { isValidPostalCode } from '@/features/checkout/address';
import { isValidMobile } from '@/features/checkout/mobile-number';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@/platform/forms/email-address';
import { checkoutCountry } from '@/features/checkout/country';
import { isValidOrganisationNumber } from '@/features/checkout/organisation-number';
import { isValidVatNumber } from '@/features/checkout/vat-number';
import { ORDER_REFERENCE_MAX_LENGTH } from '@/features/checkout/order-reference';
import type { CustomerType } from '@/platform/api/types';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The checkout form as data, and what is wrong with it. Every value is checked trimmed, so a field
 * holding only whitespace is an empty one. A field's first problem is the one reported: empty before
 * too long before badly formed.
 */

export type { CustomerType };

export interface CheckoutForm {
  customerType: CustomerType;
  email: string;
  mobile: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  companyName: string;
  organisationNumber: string;
  vatNumber: string;
  reference: string;
}

export type CheckoutField = keyof Omit<CheckoutForm, 'customerType'>;
export type FieldProblem = 'required' | 'email' | 'mobile' | 'postalCode' | 'organisationNumber' | 'vatNumber' | 'tooLong';

/**
 * Page order. The contact details come first; a company customer then says which company buys (its
 * name, organisation number and VAT number), so that `name` below reads as the contact person; the
 * address follows, and the company's own order reference closes the form.
 */
const COMPANY_FIELDS: readonly CheckoutField[] = [
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
];
const COMPANY_ONLY_FIELDS: ReadonlySet<CheckoutField> = new Set(['companyName', 'organisationNumber', 'vatNumber', 'reference']);
const PRIVATE_FIELDS = COMPANY_FIELDS.filter((field) => !COMPANY_ONLY_FIELDS.has(field));
const OPTIONAL_FIELDS: ReadonlySet<CheckoutField> = new Set(['vatNumber', 'reference']);

/** Also the inputs' maxLength; the fields without one are bounded by their format. */
export const CHECKOUT_FIELD_MAX_LENGTH: Readonly<Partial<Record<CheckoutField, number>>> = {
  email: EMAIL_MAX_LENGTH,
  companyName: 100,
  name: 100,
  street: 100,
  city: 60,
  reference: ORDER_REFERENCE_MAX_LENGTH,
};

/** The fields with a format of their own; the problem of a badly formed one is named after the field. */
type FormattedField = Extract<CheckoutField, FieldProblem>;

const FORMATS: Record<FormattedField, (storefront: Storefront, value: string) => boolean> = {
  email: (_storefront, value) => isValidEmail(value),
  mobile: isValidMobile,
  postalCode: isValidPostalCode,
  organisationNumber: (storefront, value) => isValidOrganisationNumber(checkoutCountry(storefront), value),
  vatNumber: (storefront, value) => isValidVatNumber(checkoutCountry(storefront), value),
};

function isFormattedField(field: CheckoutField): field is FormattedField {
  return field in FORMATS;
}

export function emptyCheckoutForm(customerType: CustomerType): CheckoutForm {
  return {
    customerType,
    email: '',
    mobile: '',
    name: '',
    street: '',
    postalCode: '',
    city: '',
    companyName: '',
    organisationNumber: '',
    vatNumber: '',
    reference: '',
  };
}

/** The fields the form shows for the customer type, in the order they appear on the page. */
export function visibleFields(customerType: CustomerType): readonly CheckoutField[] {
  return customerType === 'company' ? COMPANY_FIELDS : PRIVATE_FIELDS;
}

/** A field the customer type does not show has nothing to fix, whatever it still holds. */
export function checkField(storefront: Storefront, form: CheckoutForm, field: CheckoutField): FieldProblem | null {
  if (!visibleFields(form.customerType).includes(field)) return null;
  const value = form[field].trim();
  if (value === '') return OPTIONAL_FIELDS.has(field) ? null : 'required';
  const maxLength = CHECKOUT_FIELD_MAX_LENGTH[field];
  if (maxLength !== undefined && value.length > maxLength) return 'tooLong';
  if (isFormattedField(field) && !FORMATS[field](storefront, value)) return field;
  return null;
}

/** Every problem of the visible fields, in page order. */
export function checkForm(storefront: Storefront, form: CheckoutForm): { field: CheckoutField; problem: FieldProblem }[] {
  return visibleFields(form.customerType).flatMap((field) => {
    const problem = checkField(storefront, form, field);
    return problem === null ? [] : [{ field, problem }];
  });
}
