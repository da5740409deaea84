// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UspCarousel } from '@/features/shell/header/UspCarousel';
import { USP_AUTOPLAY_MS } from '@/features/shell/header/constants';

const ITEMS = ['Skickas samma dag', 'Fri frakt över 499 kr', '14 dagars ångerrätt'];

/** matchMedia for a viewport width and a reduced-motion preference. */
function mockMedia(width: number, reducedMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = query.includes('prefers-reduced-motion') ? reducedMotion : maxWidth ? width <= Number(maxWidth[1]) : false;
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

/** Lets time pass for the carousel's interval. */
function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const active = () => document.querySelector('[data-active]')?.textContent;

function renderCarousel() {
  render(<UspCarousel items={ITEMS} label="Därför handlar du hos oss" pauseLabel="Pausa" playLabel="Spela upp" />);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('UspCarousel (docs/product/chrome.md, CHR-2: rotating every 3000 ms on mobile)', () => {
  it('rotates every 3000 ms below 768px', () => {
    mockMedia(412);
    renderCarousel();
    expect(active()).toBe(ITEMS[0]);
    tick(USP_AUTOPLAY_MS - 1);
    expect(active()).toBe(ITEMS[0]);
    tick(1);
    expect(active()).toBe(ITEMS[1]);
    tick(2 * USP_AUTOPLAY_MS);
    expect(active()).toBe(ITEMS[0]);
  });

  it('does not rotate from 768px, where all three show', () => {
    mockMedia(1280);
    renderCarousel();
    tick(3 * USP_AUTOPLAY_MS);
    expect(active()).toBe(ITEMS[0]);
  });

  it('does not rotate, and offers no pause button, with reduced motion', () => {
    mockMedia(412, true);
    renderCarousel();
    expect(screen.queryByRole('button')).toBeNull();
    tick(3 * USP_AUTOPLAY_MS);
    expect(active()).toBe(ITEMS[0]);
  });

  it('pauses while hovered', () => {
    mockMedia(412);
    renderCarousel();
    const bar = document.querySelector('.usp-bar')!;
    fireEvent.mouseEnter(bar);
    tick(2 * USP_AUTOPLAY_MS);
    expect(active()).toBe(ITEMS[0]);
    fireEvent.mouseLeave(bar);
    tick(USP_AUTOPLAY_MS);
    expect(active()).toBe(ITEMS[1]);
  });

  it('stops with the pause button and goes on with play', () => {
    mockMedia(412);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausa' }));
    tick(2 * USP_AUTOPLAY_MS);
    expect(active()).toBe(ITEMS[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Spela upp' }));
    tick(USP_AUTOPLAY_MS);
    expect(active()).toBe(ITEMS[1]);
  });

  it('pauses while something inside other than the pause button has focus', () => {
    mockMedia(412);
    renderCarousel();
    const list = screen.getByRole('list', { name: 'Därför handlar du hos oss' });
    fireEvent.focus(list);
    tick(2 * USP_AUTOPLAY_MS);
    expect(active()).toBe(ITEMS[0]);
    fireEvent.blur(list);
    tick(USP_AUTOPLAY_MS);
    expect(active()).toBe(ITEMS[1]);
  });
});
