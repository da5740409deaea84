// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@/platform/state/stored-state';
import { safeWebStorage } from '@/platform/state/web-storage';

const stored = { state: { carts: { sv: { items: [] } } }, version: 2 };

beforeEach(() => localStorage.clear());

describe('safeWebStorage: the code that checks a stored value loads only for one', () => {
  it('answers nothing at once, and loads nothing, when nothing is stored', () => {
    const beforeRead = vi.fn(() => Promise.resolve());
    expect(safeWebStorage('local', beforeRead).getItem(STORAGE_KEY)).toBeNull();
    expect(beforeRead).not.toHaveBeenCalled();
  });

  it('hands a stored value over once the checking code is there, and writes nothing meanwhile', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    let loaded!: () => void;
    const storage = safeWebStorage<unknown>('local', () => new Promise<void>((resolve) => (loaded = resolve)));
    const reading = storage.getItem(STORAGE_KEY);
    await storage.setItem(STORAGE_KEY, { state: { carts: {} }, version: 2 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '')).toEqual(stored);
    loaded();
    expect(await reading).toEqual(stored);
    await storage.setItem(STORAGE_KEY, { state: { carts: {} }, version: 2 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '')).toEqual({ state: { carts: {} }, version: 2 });
  });

  it('reads nothing and writes nothing for the page view when the checking code cannot load', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    const storage = safeWebStorage<unknown>('local', () => Promise.reject(new Error('chunk failed')));
    expect(await storage.getItem(STORAGE_KEY)).toBeNull();
    await storage.setItem(STORAGE_KEY, { state: { carts: {} }, version: 2 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '')).toEqual(stored);
  });
});
