'use client';

import { useTranslations } from 'next-intl';
import { useShop } from '@/platform/state/shop-context';
import { TextField, type TextFieldProps } from '@/features/checkout/TextField';
import type { CheckoutField, CheckoutForm } from '@/features/checkout/form';

type FieldSetup = Pick<TextFieldProps, 'autoComplete' | 'inputMode' | 'type' | 'maxLength'> & { optional?: boolean; hint?: boolean };

/** How each field helps the browser fill it in and the phone show the right keyboard. */
const FIELD_SETUP: Readonly<Record<CheckoutField, FieldSetup>> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, hint: true },
  mobile: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20, hint: true },
  companyName: { autoComplete: 'organization', maxLength: 100 },
  organisationNumber: { autoComplete: 'off', inputMode: 'numeric', maxLength: 20, hint: true },
  vatNumber: { autoComplete: 'off', maxLength: 20, optional: true, hint: true },
  name: { autoComplete: 'name', maxLength: 100 },
  street: { autoComplete: 'street-address', maxLength: 100 },
  postalCode: { autoComplete: 'postal-code', maxLength: 10, hint: true },
  city: { autoComplete: 'address-level2', maxLength: 60 },
  reference: { autoComplete: 'off', maxLength: 50, optional: true, hint: true },
};

export const fieldId = (field: CheckoutField) => `checkout-${field}`;

interface DetailsFieldsProps {
  legend: string;
  fields: readonly CheckoutField[];
  form: CheckoutForm;
  errorOf(field: CheckoutField): string | null;
  onChange(field: CheckoutField, value: string): void;
  onBlur(field: CheckoutField): void;
}

/** A group of the form's text fields: contact details, or the address with the company's details. */
export function DetailsFields({ legend, fields, form, errorOf, onChange, onBlur }: DetailsFieldsProps) {
  const t = useTranslations('checkoutForm.fields');
  const { storefront } = useShop();
  const company = form.customerType === 'company';
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-section__title">{legend}</legend>
      <div className="field-grid">
        {fields.map((field) => {
          const { optional, hint, ...setup } = FIELD_SETUP[field];
          // A company's name field is its contact person's.
          const label = field === 'name' && company ? t('contactName') : t(field);
          return (
            <TextField
              key={field}
              id={fieldId(field)}
              label={optional ? t('optional', { label }) : label}
              hint={hint ? t(`${field}Hint`) : undefined}
              value={form[field]}
              required={!optional}
              error={errorOf(field)}
              onChange={(value) => onChange(field, value)}
              onBlur={() => onBlur(field)}
              {...setup}
              inputMode={field === 'postalCode' ? storefront.postalCodeInputMode : setup.inputMode}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
