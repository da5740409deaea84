'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { coerceQuantity, QUANTITY_DEBOUNCE_MS, QUANTITY_MAX, QUANTITY_MIN, quantityFromField } from '@/features/cart/quantity';

interface QuantitySpinnerProps {
  value: number;
  disabled: boolean;
  label: string;
  onChange: (quantity: number) => void;
}

/**
 * Whole numbers 1-5000; a typed 0 asks for the line's removal, anything else is coerced when the
 * shopper leaves the field. Debounced 250 ms.
 */
export function QuantitySpinner({ value, disabled, label, onChange }: QuantitySpinnerProps) {
  const t = useTranslations('cart');
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A new quantity from the cart (a sync answer, an adjusted quantity) replaces what is typed.
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const commitLater = (raw: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const quantity = quantityFromField(raw);
      setDraft(String(quantity));
      if (quantity !== value) onChange(quantity);
    }, QUANTITY_DEBOUNCE_MS);
  };
  const step = (delta: number) => {
    const next = coerceQuantity(coerceQuantity(draft) + delta);
    setDraft(String(next));
    commitLater(String(next));
  };

  return (
    <div className="quantity-spinner">
      <button type="button" onClick={() => step(-1)} disabled={disabled || coerceQuantity(draft) <= QUANTITY_MIN} aria-label={t('decrease')}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        value={draft}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          setDraft(event.target.value);
          commitLater(event.target.value);
        }}
        onBlur={() => setDraft(String(quantityFromField(draft)))}
      />
      <button type="button" onClick={() => step(1)} disabled={disabled || coerceQuantity(draft) >= QUANTITY_MAX} aria-label={t('increase')}>
        +
      </button>
    </div>
  );
}
