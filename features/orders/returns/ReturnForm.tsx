'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useEffect, useRef } from 'react';
import { startOrderReturn, type ReturnFormState } from '@/features/orders/returns/return-actions';
import { ReturnConfirmation } from '@/features/orders/returns/ReturnConfirmation';
import { RETURN_REASONS } from '@/platform/api/vocabulary';
import { quantityFieldName } from '@/features/orders/returns/return-request';

export interface ReturnFormLine {
  sku: string;
  name: string;
  bought: number;
  returned: number;
  /** What may still be returned: the chooser offers 0 up to this and nothing more. */
  left: number;
  unitPrice: string;
}

const INITIAL: ReturnFormState = { kind: 'editing', values: null, problem: null };

/**
 * The return form: a quantity per line, a reason, and the return number once it is started. It
 * posts to a server action, so it works before JavaScript has loaded; with it, the page is not
 * reloaded and what was chosen stays chosen when the backend refuses.
 */
export function ReturnForm({ orderId, via, lines }: { orderId: string; via: 'account' | 'my-order'; lines: readonly ReturnFormLine[] }) {
  const t = useTranslations('returns');
  const [state, formAction, pending] = useActionState(startOrderReturn, INITIAL);
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === 'editing' && state.problem) problemRef.current?.focus();
  }, [state]);
  if (state.kind === 'started') return <ReturnConfirmation orderReturn={state.orderReturn} via={via} />;
  const chosen = (sku: string) => state.values?.quantities[sku] ?? '0';
  return (
    <form
      className="return-form"
      action={formAction}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
    >
      <input type="hidden" name="order" value={orderId} />
      <input type="hidden" name="via" value={via} />
      {state.problem && (
        <div ref={problemRef} className="alert alert--danger" tabIndex={-1}>
          <p>{t(`problems.${state.problem}`)}</p>
        </div>
      )}
      <fieldset className="return-form__section">
        <legend>{t('linesLegend')}</legend>
        <ul className="return-lines">
          {lines.map((line) => (
            <li key={line.sku} className="return-line">
              <div className="return-line__product">
                <span className="return-line__name">{line.name}</span>
                <span className="return-line__meta">
                  {t('bought', { count: line.bought, price: line.unitPrice })}
                  {line.returned > 0 && ` · ${t('alreadyReturned', { count: line.returned })}`}
                </span>
              </div>
              {line.left > 0 ? (
                <div className="return-line__quantity">
                  <label htmlFor={`return-quantity-${line.sku}`}>
                    {t('quantityLabel')}
                    <span className="visually-hidden">, {line.name}</span>
                  </label>
                  <select id={`return-quantity-${line.sku}`} name={quantityFieldName(line.sku)} defaultValue={chosen(line.sku)}>
                    {Array.from({ length: line.left + 1 }, (_, quantity) => (
                      <option key={quantity} value={quantity}>
                        {quantity}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <span className="return-line__done">{t('allReturned')}</span>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="return-form__section">
        <legend>{t('reasonLegend')}</legend>
        <div className="return-reasons">
          {RETURN_REASONS.map((reason) => (
            <label key={reason} className="return-reason">
              <input type="radio" name="reason" value={reason} required defaultChecked={state.values?.reason === reason} />
              {t(`reasons.${reason}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--large" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
