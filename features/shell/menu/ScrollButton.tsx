'use client';

import type { Ref } from 'react';
import { ChevronIcon } from '@/features/shell/header/icons';

interface ScrollButtonProps {
  direction: 'left' | 'right';
  buttonRef: Ref<HTMLButtonElement>;
  label: string;
  controls: string;
  disabled: boolean;
  hidden: boolean;
  onClick: () => void;
}

/** One end of the scrolling category row: moves it one step that way. */
export function ScrollButton({ direction, buttonRef, label, controls, disabled, hidden, onClick }: ScrollButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`cat-nav__scroll cat-nav__scroll--${direction === 'left' ? 'prev' : 'next'}`}
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      hidden={hidden}
      onClick={onClick}
    >
      <ChevronIcon direction={direction} size={24} />
    </button>
  );
}
