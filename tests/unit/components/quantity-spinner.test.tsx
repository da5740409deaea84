// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuantitySpinner } from '@/features/cart/QuantitySpinner';
import messages from '@/messages/sv.json';

function renderSpinner(value: number, disabled = false) {
  const onChange = vi.fn();
  render(
    <NextIntlClientProvider locale="sv" messages={messages}>
      <QuantitySpinner value={value} disabled={disabled} label="Antal av Skärm" onChange={onChange} />
    </NextIntlClientProvider>,
  );
  return { onChange, input: screen.getByRole('spinbutton', { name: 'Antal av Skärm' }) };
}

/** Runs the debounce timers inside React's act, so state updates are flushed before asserting. */
function advance(ms: number) {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('QuantitySpinner (docs/product/cart.md, CART-6)', () => {
  it('waits 250 ms after the last keystroke before it changes the quantity', () => {
    const { onChange, input } = renderSpinner(1);
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '12' } });
    advance(249);
    expect(onChange).not.toHaveBeenCalled();
    advance(1);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith(12);
  });

  it.each([
    ['5001', 5000],
    ['-1', 1],
    ['0.5', 1],
    ['abc', 1],
    ['', 1],
    ['2.6', 2],
  ])('coerces %j to %i', (typed, expected) => {
    const { onChange, input } = renderSpinner(3);
    fireEvent.change(input, { target: { value: typed } });
    advance(250);
    expect(onChange).toHaveBeenCalledWith(expected);
    expect(input).toHaveValue(expected);
  });

  it.each(['0', '00', '-0'])('asks for the line to be removed when the shopper types %j (CART-5)', (typed) => {
    const { onChange, input } = renderSpinner(3);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input).toHaveValue(0);
    advance(250);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('steps with the buttons and stops at the bounds', () => {
    const { onChange } = renderSpinner(1);
    expect(screen.getByRole('button', { name: messages.cart.decrease })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: messages.cart.increase }));
    fireEvent.click(screen.getByRole('button', { name: messages.cart.increase }));
    advance(250);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('is disabled for lines whose quantity is locked', () => {
    const { input } = renderSpinner(2, true);
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: messages.cart.increase })).toBeDisabled();
  });
});
