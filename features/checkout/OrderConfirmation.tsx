import { getFormatter, getTranslations } from 'next-intl/server';
import { ConfirmationActions } from '@/features/checkout/ConfirmationActions';
import { PurchaseRecorder } from '@/features/checkout/PurchaseRecorder';
import { PlacedLine } from '@/features/checkout/PlacedLine';
import { intervalWords } from '@/features/cart';
import { SummaryTotals } from '@/features/checkout/SummaryTotals';
import { displayMobile } from '@/features/checkout/mobile-number';
import type { Receipt } from '@/platform/api/types';
import type { PurchaseTracking } from '@/features/checkout/purchase';
import { businessDayWindow } from '@/platform/delivery/delivery';
import { formatMoney } from '@/platform/money/money';
import type { Storefront } from '@/platform/storefronts/storefronts';
import { showsVat } from '@/platform/money/vat-display';

/** The placed order as the backend holds it: what comes, where, when, how it is paid, and the total. */
export async function OrderConfirmation({ receipt, purchase, storefront }: { receipt: Receipt; purchase: PurchaseTracking; storefront: Storefront }) {
  const locale = storefront.code;
  const [t, tForm, tCart, format] = await Promise.all([
    getTranslations({ locale, namespace: 'checkout.confirmation' }),
    getTranslations({ locale, namespace: 'checkoutForm' }),
    getTranslations({ locale, namespace: 'cart' }),
    getFormatter({ locale }),
  ]);
  const money = (minor: number) => formatMoney(minor, storefront);
  const includeVat = showsVat(receipt.customer_type === 'private', storefront);
  const { shipping } = receipt;
  const placed = new Date(receipt.created_at);
  const arrival = businessDayWindow(placed, [shipping.delivery_days.min, shipping.delivery_days.max]);
  const arrives = format.dateTimeRange(arrival.from, arrival.to, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: storefront.timeZone,
  });
  const vatPercent = receipt.lines[0]?.vat ?? shipping.vat;

  return (
    <section className="confirmation">
      <PurchaseRecorder purchase={purchase} />
      <header className="confirmation__header">
        <h1>{t('title')}</h1>
        <p className="confirmation__number">
          {t('orderNumber')} <strong data-testid="order-number">{receipt.id}</strong>
        </p>
        <p className="lead">{t('emailSent', { email: receipt.email })}</p>
      </header>
      <div className="confirmation__grid">
        <section aria-labelledby="confirmation-delivery">
          <h2 id="confirmation-delivery">{t('delivery')}</h2>
          <p>
            {tForm(`delivery.kind.${shipping.kind}`)}, {shipping.carrier}
          </p>
          <p>{t('arrives', { range: arrives })}</p>
          {shipping.service_point && (
            <address>
              {shipping.service_point.name}
              <br />
              {shipping.service_point.street}, {shipping.service_point.postal_code} {shipping.service_point.city}
            </address>
          )}
          <h3>{t('address')}</h3>
          <address>
            {receipt.company && (
              <>
                {receipt.company.name}
                <br />
              </>
            )}
            {receipt.address.name}
            <br />
            {receipt.address.street}
            <br />
            {receipt.address.postal_code} {receipt.address.city}
          </address>
          <p>{t('smsTo', { mobile: displayMobile(storefront, receipt.mobile) })}</p>
        </section>
        <section aria-labelledby="confirmation-payment">
          <h2 id="confirmation-payment">{t('payment')}</h2>
          <p>{tForm(`payment.${receipt.customer_type}.${receipt.payment.kind}.title`)}</p>
          {receipt.company && (
            <dl className="confirmation__company">
              <dt>{tForm('fields.organisationNumber')}</dt>
              <dd>{receipt.company.organisation_number}</dd>
              {receipt.company.vat_number && (
                <>
                  <dt>{tForm('fields.vatNumber')}</dt>
                  <dd>{receipt.company.vat_number}</dd>
                </>
              )}
              {receipt.company.reference && (
                <>
                  <dt>{tForm('fields.reference')}</dt>
                  <dd>{receipt.company.reference}</dd>
                </>
              )}
            </dl>
          )}
        </section>
      </div>
      <section aria-labelledby="confirmation-lines" className="confirmation__lines">
        <h2 id="confirmation-lines">{t('lines')}</h2>
        <ul className="summary-lines">
          {receipt.lines.map((line) => (
            <PlacedLine
              key={`${line.sku}-${line.price}-${line.subscription_interval ?? ''}`}
              line={line}
              storefront={storefront}
              includeVat={includeVat}
              quantityText={(quantity, price) => tForm('summary.quantity', { quantity, price })}
            >
              {line.subscription_interval && (
                <p className="summary-line__meta">
                  {tCart('subscription', { interval: intervalWords(line.subscription_interval, (interval) => tCart(`intervals.${interval}`)) })}
                </p>
              )}
            </PlacedLine>
          ))}
        </ul>
        <dl className="summary-totals">
          <SummaryTotals
            totals={receipt.totals}
            vatPercent={vatPercent}
            includeVat={includeVat}
            hasShippingMethod
            codes={receipt.coupons.map((coupon) => coupon.code)}
            testIdPrefix="confirmation"
            label={(key) => tForm(`summary.${key}`)}
            money={money}
          />
        </dl>
      </section>
      <ConfirmationActions orderId={receipt.id} track={t('track')} shopOn={t('continue')} />
    </section>
  );
}
