'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useRef, useState } from 'react';
import { ChangesAlert } from '@/features/checkout/ChangesAlert';
import { CustomerTypeFields } from '@/features/checkout/CustomerTypeFields';
import { DeliveryFields, shippingOptionId } from '@/features/checkout/DeliveryFields';
import { DetailsFields, fieldId } from '@/features/checkout/DetailsFields';
import { ErrorSummary, type FormProblem } from '@/features/checkout/ErrorSummary';
import { OrderSummary } from '@/features/checkout/OrderSummary';
import { PaymentFields, paymentOptionId } from '@/features/checkout/PaymentFields';
import { servicePointOptionId } from '@/features/checkout/ServicePointFields';
import { useCheckout } from '@/features/checkout/use-checkout';
import { useCheckoutChoices } from '@/features/checkout/use-checkout-choices';
import { usePlaceOrder } from '@/features/checkout/use-place-order';
import { useCart, useVatChoice } from '@/features/cart';
import { useLocalStore, useSessionStore, useShop } from '@/platform/state/shop-context';
import { isCompanyBuyer } from '@/platform/session/public-user';
import { useCommerceEvent, checkoutEvent, couponCodes } from '@/features/tracking';
import type { Checkout, CustomerType } from '@/platform/api/types';
import { isValidPostalCode, normalisePostalCode } from '@/features/checkout/address';
import { checkoutChanges, type CheckoutChange } from '@/features/checkout/changes';
import { checkField, checkForm, emptyCheckoutForm, visibleFields, type CheckoutField, type CheckoutForm as Form } from '@/features/checkout/form';
import { placeOrderBody } from '@/features/checkout/order-request';
import { prefilledForm, type CheckoutPrefill } from '@/features/checkout/prefill';
import { orderCampaign } from '@/features/checkout/order-campaign';
import { readConsent } from '@/platform/consent/consent-cookie';
import { Link } from '@/platform/i18n/navigation';
import { formatMoney } from '@/platform/money/money';
import { showsVat } from '@/platform/money/vat-display';

const CONTACT_FIELDS: readonly CheckoutField[] = ['email', 'mobile'];
const contentSlug = (path: string) => path.split('/').filter(Boolean);

/**
 * The checkout: one page, its sections in the order a shopper fills them in. Fields are checked when
 * the shopper leaves them and all at once on submit; the backend prices every change, and the order
 * is placed at the total on screen or not at all.
 */
export function CheckoutForm({ prefill }: { prefill: CheckoutPrefill | null }) {
  const t = useTranslations('checkoutForm');
  const { storefront, local, session } = useShop();
  const cart = useCart();
  const vatChoice = useVatChoice();
  const companyBuyer = useLocalStore((state) => isCompanyBuyer(state.user));
  const stored = useSessionStore((state) => state.checkoutForm);
  const termsAccepted = useSessionStore((state) => state.termsAccepted);
  const form: Form = stored ?? emptyCheckoutForm(companyBuyer || (storefront.allowExVAT && !vatChoice) ? 'company' : 'private');
  const includeVat = showsVat(form.customerType === 'private', storefront);
  const checkout = useCheckout(form.customerType);
  const choices = useCheckoutChoices(checkout.data ?? null);
  const { state: placeState, place } = usePlaceOrder();
  const track = useCommerceEvent();
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  /** Bumped by each submit that found problems: the summary takes focus then, not while fixing. */
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [changed, setChanged] = useState<{ changes: CheckoutChange[]; total: number } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const changesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);
  // GA4's begin_checkout once per visit to the checkout, with the lines as the backend priced them.
  const checkoutBegun = useRef(false);
  useEffect(() => {
    const begun = checkout.data;
    if (!begun || checkoutBegun.current) return;
    checkoutBegun.current = true;
    track((currency) => checkoutEvent('begin_checkout', begun.items, currency, { coupons: couponCodes(begun) }));
  }, [checkout.data, track]);
  useEffect(() => {
    if (changed) changesRef.current?.focus();
  }, [changed]);

  const update = (next: Form) => session.getState().setCheckoutForm(next);
  // A company buyer's account fills what is still empty, once per visit to the page (CHK-20); the
  // postal code it brings asks for the delivery methods as one typed would.
  const prefillApplied = useRef(false);
  useEffect(() => {
    if (!prefill || prefillApplied.current) return;
    prefillApplied.current = true;
    const filled = prefilledForm(form, prefill, local.getState().orderReference);
    session.getState().setCheckoutForm(filled);
    if (cart.postalCode === null && isValidPostalCode(storefront, filled.postalCode)) choices.setPostalCode(normalisePostalCode(storefront, filled.postalCode));
  }, [prefill, form, local, session, cart.postalCode, storefront, choices]);
  const setField = (field: CheckoutField, value: string) => {
    update({ ...form, [field]: value });
    if (field === 'postalCode') choices.setPostalCode(isValidPostalCode(storefront, value) ? normalisePostalCode(storefront, value) : null);
  };
  // Leaving a field shows its error in a transition: the tap that moved the focus paints first (OPS-73).
  const touch = (field: CheckoutField) => startTransition(() => setTouched((known) => (known.has(field) ? known : new Set(known).add(field))));
  const setCustomerType = (customerType: CustomerType) => {
    update({ ...form, customerType });
    if (storefront.allowExVAT) local.getState().setVat(storefront.code, customerType === 'private');
  };
  // A company's name field is its contact person's, and its messages say so.
  const labelOf = (field: CheckoutField) => t(field === 'name' && form.customerType === 'company' ? 'fields.contactName' : `fields.${field}`);
  const fieldError = (field: CheckoutField) => {
    if (!touched.has(field) && !submitted) return null;
    const problem = checkField(storefront, form, field);
    return problem ? t(`problems.${problem}`, { field: labelOf(field) }) : null;
  };
  const data = checkout.data ?? null;
  const allProblems = (): FormProblem[] => [
    ...checkForm(storefront, form).map(({ field, problem }) => ({ target: fieldId(field), text: t(`problems.${problem}`, { field: labelOf(field) }) })),
    // Without a postal code there is no method to pick yet: the link leads to the postal code.
    ...(choices.shippingMethod
      ? []
      : [{ target: data?.shipping_methods.length ? shippingOptionId(0) : fieldId('postalCode'), text: t('problems.shippingMethod') }]),
    ...(choices.needsServicePoint && !choices.servicePoint ? [{ target: servicePointOptionId(0), text: t('problems.servicePoint') }] : []),
    ...(choices.paymentMethod ? [] : [{ target: paymentOptionId(0), text: t('problems.paymentMethod') }]),
    ...(termsAccepted ? [] : [{ target: 'checkout-terms', text: t('problems.terms') }]),
  ];

  const submit = async () => {
    setSubmitted(true);
    if (allProblems().length > 0 || !data || !choices.shippingMethod || !choices.paymentMethod) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    const seen: Checkout = data;
    if (prefill && form.customerType === 'company') local.getState().rememberReference({ buyer: prefill.buyer, reference: form.reference.trim() });
    const [paymentSession, shippingSession] = await Promise.all([choices.paymentSession(), choices.shippingSession()]);
    const body = placeOrderBody(
      storefront,
      form,
      {
        shippingMethod: choices.shippingMethod.id,
        servicePoint: choices.servicePoint,
        paymentMethod: choices.paymentMethod.id,
        paymentSession,
        shippingSession,
      },
      seen,
      orderCampaign(cart.campaignData, readConsent()),
    );
    if ((await place(seen.id, body)) !== 'changed') return;
    const fresh = await checkout.refetch();
    if (fresh.data) setChanged({ changes: checkoutChanges(seen, fresh.data), total: fresh.data.totals.total });
  };

  // After a submit the summary follows the form: what the shopper fixed leaves the list.
  const problems = submitted ? allProblems() : [];
  const busy = placeState === 'placing';
  if (data?.status === 'completed' && data.order_id) {
    // Another tab placed this checkout's order: show that one instead of a form that cannot order again.
    return (
      <div className="info-page" role="status">
        <h2>{t('completed.title')}</h2>
        <p>{t('completed.lead', { id: data.order_id })}</p>
        <Link href={{ pathname: '/checkout/confirmation/[id]', params: { id: data.order_id } }} className="button">
          {t('completed.show')}
        </Link>
      </div>
    );
  }
  const stale = checkout.isFetching || checkout.isPlaceholderData;
  return (
    <div className="checkout">
      <form
        id="checkout-form"
        className="checkout__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {problems.length > 0 && <ErrorSummary ref={summaryRef} heading={t('problems.heading', { count: problems.length })} problems={problems} />}
        {changed && <ChangesAlert ref={changesRef} changes={changed.changes} total={changed.total} />}
        {checkout.isError && !data && (
          <p className="alert alert--warning" role="alert">
            {t('unavailable')}{' '}
            <button type="button" className="link-button" onClick={() => void checkout.refetch()}>
              {t('retry')}
            </button>
          </p>
        )}
        <CustomerTypeFields value={form.customerType} onChange={setCustomerType} />
        <DetailsFields legend={t('contactLegend')} fields={CONTACT_FIELDS} form={form} errorOf={fieldError} onChange={setField} onBlur={touch} />
        <DetailsFields
          legend={t(form.customerType === 'company' ? 'companyLegend' : 'addressLegend')}
          fields={visibleFields(form.customerType).filter((field) => !CONTACT_FIELDS.includes(field))}
          form={form}
          errorOf={fieldError}
          onChange={setField}
          onBlur={touch}
        />
        <DeliveryFields
          methods={data && cart.postalCode === data.postal_code ? data.shipping_methods : null}
          chosen={choices.shippingMethod?.id ?? null}
          postalCode={cart.postalCode}
          servicePoint={choices.servicePoint}
          freeFrom={data?.free_shipping_from ?? null}
          includeVat={includeVat}
          error={submitted && !choices.shippingMethod ? t('problems.shippingMethod') : null}
          servicePointError={submitted && choices.needsServicePoint && !choices.servicePoint ? t('problems.servicePoint') : null}
          onChoose={choices.chooseShipping}
          onChooseServicePoint={choices.chooseServicePoint}
        />
        <PaymentFields
          methods={data?.payment_methods ?? null}
          chosen={choices.paymentMethod?.id ?? null}
          customerType={form.customerType}
          error={submitted && !choices.paymentMethod ? t('problems.paymentMethod') : null}
          onChoose={choices.choosePayment}
        />
      </form>
      <OrderSummary checkout={data} includeVat={includeVat} updating={stale}>
        <div className={`field field--check${submitted && !termsAccepted ? ' field--invalid' : ''}`}>
          {submitted && !termsAccepted && (
            <p id="checkout-terms-error" className="field__error">
              {t('problems.terms')}
            </p>
          )}
          <label className="choice choice--compact">
            <input
              id="checkout-terms"
              type="checkbox"
              form="checkout-form"
              checked={termsAccepted}
              aria-invalid={submitted && !termsAccepted ? true : undefined}
              aria-describedby={submitted && !termsAccepted ? 'checkout-terms-error' : undefined}
              onChange={(event) => session.getState().setTermsAccepted(event.target.checked)}
            />
            <span>
              {t.rich('terms', {
                terms: (text) => <Link href={{ pathname: '/[...slug]', params: { slug: contentSlug(storefront.termsPath) } }}>{text}</Link>,
                privacy: (text) => <Link href={{ pathname: '/[...slug]', params: { slug: contentSlug(storefront.privacyPath) } }}>{text}</Link>,
              })}
            </span>
          </label>
        </div>
        {placeState === 'rejected' && (
          <p className="alert alert--danger" role="alert">
            {t('rejected')}
          </p>
        )}
        <button type="submit" form="checkout-form" className="button button--block button--primary" disabled={busy || stale || !data}>
          {busy
            ? t('placing')
            : data
              ? t(changed ? 'confirmAgain' : 'place', { amount: formatMoney(data.totals.total, storefront) })
              : t('place', { amount: '' })}
        </button>
        <p className="checkout-summary__secure">{t('secure')}</p>
      </OrderSummary>
    </div>
  );
}
