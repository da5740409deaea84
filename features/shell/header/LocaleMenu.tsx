'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CheckIcon, ChevronIcon, GlobeIcon } from '@/features/shell/header/icons';
import type { LocaleOption } from '@/features/shell/header/locale-switch';

interface LocaleMenuProps {
  /** The country of the storefront being shown, in its own language (shown from 768px)... */
  country: string;
  /** ...and its ISO code (shown on narrow screens). Both are in the button's name. */
  countryCode: string;
  /** Visually hidden prefix of the button, e.g. "Land". */
  label: string;
  options: readonly LocaleOption[];
}

/**
 * The locale dropdown (docs/product/chrome.md, CHR-3; nl is not listed): a disclosure button and a list of links
 * to the other storefronts' home pages on their own domains. Escape, a click outside or focus
 * leaving it closes it; Escape returns focus to the button.
 */
export function LocaleMenu({ country, countryCode, label, options }: LocaleMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className="locale-menu" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="locale-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon size={18} />
        <span className="visually-hidden">{label}: </span>
        <span className="locale-menu__country">{country}</span> <span className="locale-menu__code">{countryCode}</span>
        <ChevronIcon size={16} />
      </button>
      {/* The list's entries are rendered when it opens, not into every page's document (CHR-20). */}
      <ul id={listId} className="locale-menu__list" hidden={!open}>
        {open &&
          options.map((option) => (
            <li key={option.code}>
              <a href={option.href} hrefLang={option.iso} lang={option.iso} aria-current={option.current ? 'true' : undefined}>
                <span>{option.country}</span>
                {option.current && <CheckIcon size={16} />}
              </a>
            </li>
          ))}
      </ul>
    </div>
  );
}
