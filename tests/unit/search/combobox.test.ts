import { describe, expect, it } from 'vitest';
import { activeIndex, comboboxReducer, initialComboboxState, type ComboboxState } from '@/features/search/combobox';

const KEYS = ['hint-1', 'product-7', 'product-9'] as const;
const open = (active: string | null = null, value = 'ip'): ComboboxState => ({ value, open: true, active });

describe('comboboxReducer', () => {
  it('starts closed with the given value and nothing highlighted', () => {
    expect(initialComboboxState()).toEqual({ value: '', open: false, active: null });
    expect(initialComboboxState('iphone')).toEqual({ value: 'iphone', open: false, active: null });
  });

  it('typing opens the popup and drops the highlight', () => {
    expect(comboboxReducer(open('product-7'), { type: 'input', value: 'iph' })).toEqual({ value: 'iph', open: true, active: null });
  });

  it('focus opens a closed popup and leaves an open one alone', () => {
    expect(comboboxReducer(initialComboboxState('x'), { type: 'focus' })).toEqual({ value: 'x', open: true, active: null });
    const state = open('hint-1');
    expect(comboboxReducer(state, { type: 'focus' })).toBe(state);
  });

  it.each([
    // [active before, delta, active after]
    [null, 1, 'hint-1'],
    [null, -1, 'product-9'],
    ['hint-1', 1, 'product-7'],
    ['product-7', 1, 'product-9'],
    ['product-9', 1, 'hint-1'],
    ['hint-1', -1, 'product-9'],
    ['product-9', -1, 'product-7'],
  ] as const)('from %s, arrow %i highlights %s (wrapping at the ends)', (before, delta, after) => {
    expect(comboboxReducer(open(before), { type: 'move', delta, keys: KEYS }).active).toBe(after);
  });

  it('an arrow opens a closed popup on the first (down) or last (up) option', () => {
    const closed = initialComboboxState('ip');
    expect(comboboxReducer(closed, { type: 'move', delta: 1, keys: KEYS })).toEqual({ value: 'ip', open: true, active: 'hint-1' });
    expect(comboboxReducer(closed, { type: 'move', delta: -1, keys: KEYS })).toEqual({ value: 'ip', open: true, active: 'product-9' });
  });

  it('an arrow with no options only opens the popup', () => {
    expect(comboboxReducer(initialComboboxState('ip'), { type: 'move', delta: 1, keys: [] })).toEqual({ value: 'ip', open: true, active: null });
  });

  it('a highlight whose option is gone starts over from the ends', () => {
    expect(comboboxReducer(open('product-42'), { type: 'move', delta: 1, keys: KEYS }).active).toBe('hint-1');
    expect(activeIndex(open('product-42'), KEYS)).toBe(-1);
  });

  it('the pointer highlights the option under it', () => {
    expect(comboboxReducer(open('hint-1'), { type: 'hover', key: 'product-9' }).active).toBe('product-9');
  });

  it('Escape first closes what is shown, then clears the field', () => {
    const closed = comboboxReducer(open('product-7', 'iphone'), { type: 'escape', shown: true });
    expect(closed).toEqual({ value: 'iphone', open: false, active: null });
    expect(comboboxReducer(closed, { type: 'escape', shown: false })).toEqual({ value: '', open: false, active: null });
  });

  it('closing drops the highlight; closing a closed popup changes nothing', () => {
    expect(comboboxReducer(open('hint-1'), { type: 'close' })).toEqual({ value: 'ip', open: false, active: null });
    const closed = initialComboboxState('ip');
    expect(comboboxReducer(closed, { type: 'close' })).toBe(closed);
  });

  it('activeIndex is -1 while closed, even with a remembered key', () => {
    expect(activeIndex({ value: 'ip', open: false, active: 'hint-1' }, KEYS)).toBe(-1);
    expect(activeIndex(open('product-9'), KEYS)).toBe(2);
  });
});
