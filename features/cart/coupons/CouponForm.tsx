'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSessionStore, useShop } from '@/platform/state/shop-context';
import { isValidDiscountCode } from '@/features/cart/coupons/discount-code';

/**
 * The discount-code field, the coupons in use and the codes that were not accepted. Its ids are its
 * own, because the checkout shows it while the cart panel holds another.
 */
export function CouponForm() {
  const t = useTranslations('coupons');
  const { session } = useShop();
  const codes = useSessionStore((state) => state.codes);
  const coupons = useSessionStore((state) => state.coupons);
  const rejected = useSessionStore((state) => state.rejected);
  const showRejectedNotice = useSessionStore((state) => state.showRejectedNotice);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState(false);
  const id = useId();

  return (
    <section className="coupons" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('heading')}</h3>
      <form
        className="coupons__form"
        onSubmit={(event) => {
          event.preventDefault();
          const code = draft.trim();
          if (!isValidDiscountCode(code)) {
            setError(true);
            return;
          }
          setError(false);
          setDraft('');
          session.getState().addCode(code);
        }}
      >
        <label htmlFor={`${id}-code`}>{t('label')}</label>
        <div className="coupons__row">
          <input
            id={`${id}-code`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="button button--secondary">
            {t('apply')}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error">
            {t('invalidSyntax')}
          </p>
        )}
      </form>
      {codes.length > 0 && (
        <ul className="coupons__list" aria-label={t('applied')}>
          {codes
            .filter((code) => !rejected.includes(code))
            .map((code) => {
              const coupon = coupons.find((candidate) => candidate.code === code);
              return (
                <li key={code} className="coupon">
                  <span>
                    <strong>{code}</strong> {coupon ? coupon.discount_label : t('checking')}
                  </span>
                  <button type="button" className="link-button" onClick={() => session.getState().removeCode(code)}>
                    {t('remove')}
                    <span className="visually-hidden"> {code}</span>
                  </button>
                </li>
              );
            })}
        </ul>
      )}
      {rejected.length > 0 && (
        <div className="alert alert--warning" role="status">
          <p>{showRejectedNotice ? t('removedNotice') : t('rejectedHeading')}</p>
          <ul className="coupons__rejected" aria-label={t('rejectedHeading')}>
            {rejected.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
