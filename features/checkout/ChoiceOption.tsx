'use client';

import type { ReactNode } from 'react';

interface ChoiceOptionProps {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  onChoose(): void;
  title: ReactNode;
  /** Lines under the title: an estimate, an address, opening hours, what the method means. */
  details: readonly ReactNode[];
  /** The right-hand side: a price, a distance or the brands a method covers. */
  aside: ReactNode;
}

/** One option of a delivery, service-point or payment choice: the whole card is the label. */
export function ChoiceOption({ id, name, value, checked, onChoose, title, details, aside }: ChoiceOptionProps) {
  return (
    <label className="choice">
      <input id={id} type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      <span className="choice__body">
        <span className="choice__title">{title}</span>
        {details.map((detail, index) => (
          <span key={index} className="choice__meta">
            {detail}
          </span>
        ))}
      </span>
      {aside}
    </label>
  );
}
