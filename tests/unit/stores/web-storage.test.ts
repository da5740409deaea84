// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '@/platform/state/stored-state';
import { safeWebStorage } from '@/platform/state/web-storage';

const stored = { state: { carts: { sv: { items: [] } } }, version: 2 };

beforeEach(() => localStorage.clear());

describe('safeWebStorage: a stored value is handed over at once (decision 0055)', () => {
  it('answers nothing when nothing is stored', () => {
    expect(safeWebStorage('local').getItem(STORAGE_KEY)).toBeNull();
  });

  it('hands a stored value over in the same call, not as a promise, so it is read before the first render', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    expect(safeWebStorage<unknown>('local').getItem(STORAGE_KEY)).toEqual(stored);
  });

  it.each([
    ['not JSON', '{"state": '],
    ['no envelope', JSON.stringify({ carts: {} })],
    ['not an object', JSON.stringify('td02')],
  ])('reads %s as nothing and leaves it for the next write', (_, raw) => {
    localStorage.setItem(STORAGE_KEY, raw);
    const storage = safeWebStorage<unknown>('local');
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBe(raw);
    void storage.setItem(STORAGE_KEY, stored);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '')).toEqual(stored);
  });
});
