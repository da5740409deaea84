// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHydrationGate } from '@/platform/state/hydration';
import { createLocalStore } from '@/features/shell/store/local-store';
import { createSessionStore } from '@/features/shell/store/session-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function stores() {
  const local = createLocalStore('sv');
  const session = createSessionStore();
  return { local, session, localRead: vi.spyOn(local.persist, 'rehydrate'), sessionRead: vi.spyOn(session.persist, 'rehydrate') };
}

describe('one hydration gate for the persisted stores', () => {
  it('reads each store once however many islands wait on it', async () => {
    const { local, session, localRead, sessionRead } = stores();
    const gate = createHydrationGate(local, session);
    await Promise.all([gate.whenHydrated(), gate.whenHydrated(), gate.whenHydrated()]);
    expect(localRead).toHaveBeenCalledTimes(1);
    expect(sessionRead).toHaveBeenCalledTimes(1);
  });

  it('has both stores hold what was stored as soon as it is made, before anything renders (decision 0055)', () => {
    localStorage.setItem('td02', JSON.stringify({ state: { categoryPhoneModel: 'iphone-15' }, version: 2 }));
    sessionStorage.setItem('td02', JSON.stringify({ state: { codes: ['SOMMAR10'] }, version: 1 }));
    const { local, session, localRead, sessionRead } = stores();
    createHydrationGate(local, session);
    expect(localRead).toHaveBeenCalledTimes(1);
    expect(sessionRead).toHaveBeenCalledTimes(1);
    expect(local.getState().categoryPhoneModel).toBe('iphone-15');
    expect(session.getState().codes).toEqual(['SOMMAR10']);
  });

  it('gives an island that arrives late the stored state without reading again', async () => {
    localStorage.setItem('td02', JSON.stringify({ state: { categoryPhoneModel: 'iphone-15' }, version: 2 }));
    sessionStorage.setItem('td02', JSON.stringify({ state: { codes: ['SOMMAR10'] }, version: 1 }));
    const { local, session, localRead } = stores();
    const gate = createHydrationGate(local, session);
    await gate.whenHydrated();
    localStorage.setItem('td02', JSON.stringify({ state: { categoryPhoneModel: 'galaxy-s24' }, version: 2 }));

    await gate.whenHydrated();
    expect(localRead).toHaveBeenCalledTimes(1);
    // A second read would have taken the model stored since.
    expect(local.getState().categoryPhoneModel).toBe('iphone-15');
    expect(session.getState().codes).toEqual(['SOMMAR10']);
  });

  it('resolves only once both stores are read', async () => {
    const { local, session } = stores();
    let finishSession: () => void = () => undefined;
    vi.spyOn(session.persist, 'rehydrate').mockReturnValue(new Promise<void>((resolve) => (finishSession = resolve)));
    const gate = createHydrationGate(local, session);
    const settled = vi.fn();
    void gate.whenHydrated().then(settled);
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    finishSession();
    await gate.whenHydrated();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
