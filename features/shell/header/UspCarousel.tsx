'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { PauseIcon, PlayIcon, CheckIcon } from '@/features/shell/header/icons';
import { useMediaQuery } from '@/features/shell/header/use-media-query';
import { nextIndex, shouldAutoplay } from '@/features/shell/header/carousel';
import { USP_AUTOPLAY_MS, USP_CAROUSEL_BELOW_PX } from '@/features/shell/header/constants';

interface UspCarouselProps {
  items: readonly string[];
  label: string;
  pauseLabel: string;
  playLabel: string;
}

/**
 * The header's selling points: all of them side by side from 768px, one at a time below, rotating
 * every USP_AUTOPLAY_MS. No rotation with reduced motion; hover, focus or the pause button stop it
 * (WCAG 2.2.2).
 */
export function UspCarousel({ items, label, pauseLabel, playLabel }: UspCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const narrow = useMediaQuery(`(max-width: ${USP_CAROUSEL_BELOW_PX - 0.02}px)`);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = items.length;
  const rotating = shouldAutoplay({ narrow, reducedMotion, paused: hovered || focused || stopped, count });

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => nextIndex(current, count)), USP_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  // Focus on the pause button itself must not pause: pressing play would otherwise do nothing.
  const onFocus = (event: FocusEvent) => setFocused(event.target !== toggleRef.current);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className="usp-bar"
      data-rotating={rotating || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <ul className="usp-bar__list" aria-label={label} aria-live={rotating ? 'off' : 'polite'}>
        {items.map((text, i) => (
          <li key={text} className="usp-bar__item" data-active={i === index || undefined}>
            <CheckIcon size={16} />
            <span className="usp-bar__text">{text}</span>
          </li>
        ))}
      </ul>
      {count > 1 && !reducedMotion && (
        <button
          ref={toggleRef}
          type="button"
          className="usp-bar__toggle"
          aria-label={stopped ? playLabel : pauseLabel}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </button>
      )}
    </div>
  );
}
