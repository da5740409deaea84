import type { OrderCampaign, PlaceOrderBody } from '@/platform/api/calls/checkout';
import type { Checkout } from '@/platform/api/types';
import { normalisePostalCode } from '@/features/checkout/address';
import { mobileForBackend } from '@/features/checkout/mobile-number';
import { checkoutCountry } from '@/features/checkout/country';
import type { CheckoutForm } from '@/features/checkout/form';
import { normaliseOrganisationNumber } from '@/features/checkout/organisation-number';
import { normaliseVatNumber } from '@/features/checkout/vat-number';
import { toMajorUnits } from '@/platform/money/money';
import type { Storefront } from '@/platform/storefronts/storefronts';

export interface CheckoutChoices {
  shippingMethod: string;
  servicePoint: string | null;
  paymentMethod: string;
  paymentSession: string | null;
  /** The shipping provider's session, opened when the delivery was chosen (docs/product/checkout.md, CHK-15). */
  shippingSession: string | null;
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The order as the backend takes it, from a form that passed `checkForm`: values normalised to the
 * storefront's forms (the mobile number in E.164, CHK-18), both provider sessions, the visit's
 * campaign, and the total the shopper is looking at, which the backend must charge or refuse.
 */
export function placeOrderBody(
  storefront: Storefront,
  form: CheckoutForm,
  choices: CheckoutChoices,
  checkout: Checkout,
  campaign: OrderCampaign | null,
): PlaceOrderBody {
  const company = form.customerType === 'company';
  return {
    customer_type: form.customerType,
    email: form.email.trim(),
    mobile: mobileForBackend(storefront, form.mobile),
    address: {
      name: form.name.trim(),
      street: form.street.trim(),
      postal_code: normalisePostalCode(storefront, form.postalCode),
      city: form.city.trim(),
      country_code: storefront.countryCode,
    },
    company: company
      ? {
          name: form.companyName.trim(),
          organisation_number: normaliseOrganisationNumber(checkoutCountry(storefront), form.organisationNumber),
          vat_number: optional(form.vatNumber) && normaliseVatNumber(form.vatNumber),
          reference: optional(form.reference),
        }
      : null,
    shipping_method: choices.shippingMethod,
    service_point: choices.servicePoint,
    payment_method: choices.paymentMethod,
    payment_session: choices.paymentSession,
    shipping_session: choices.shippingSession,
    campaign,
    expected_total: toMajorUnits(checkout.totals.total),
    terms_accepted: true,
  };
}
