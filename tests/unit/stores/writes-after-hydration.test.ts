// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { toCartItemPayload } from '@/features/cart/cart-payload';
import { line } from './sample-line';
import { createHydrationGate } from '@/platform/state/hydration';
import { createLocalStore, type LocalState } from '@/features/shell/store/local-store';
import { LOCAL_STORE_VERSION } from '@/features/shell/store/persisted-local';
import { createSessionStore, SESSION_STORE_VERSION } from '@/features/shell/store/session-store';

const storedUser = { name: 'Erik', orderId: null, scopes: [], discounts: {}, sessionEndsAt: Date.now() + 3_600_000 };
const newUser = {
  name: 'Anna',
  orderId: null,
  scopes: ['customer'],
  discounts: { '1': 10 },
  customerType: 'consumer' as const,
  sessionEndsAt: Date.now() + 3_600_000,
};

/** The shopper's earlier visit: one line in the sv cart, VAT included, a signed-in customer. */
function storedVisit() {
  const cart = { items: [toCartItemPayload(line())], vat: true, postalCode: '11122', paymentMethod: 'klarna' };
  localStorage.setItem('td02', JSON.stringify({ state: { carts: { sv: cart }, user: storedUser }, version: LOCAL_STORE_VERSION }));
  sessionStorage.setItem('td02', JSON.stringify({ state: { codes: ['SOMMAR10'], termsAccepted: false }, version: SESSION_STORE_VERSION }));
}

const onDisk = () => JSON.parse(localStorage.getItem('td02') ?? 'null') as { state: Pick<LocalState, 'carts' | 'user'> };

const writes: [string, (state: LocalState) => void, (state: Pick<LocalState, 'carts' | 'user'>) => void][] = [
  ['setVat', (s) => s.setVat('sv', false), (s) => expect(s.carts.sv?.vat).toBe(false)],
  [
    'setCheckoutChoices',
    (s) => s.setCheckoutChoices('sv', { postalCode: '41301', servicePoint: 'sp-7' }),
    (s) => expect(s.carts.sv).toMatchObject({ postalCode: '41301', servicePoint: 'sp-7', paymentMethod: 'klarna' }),
  ],
  ['setUser', (s) => s.setUser(newUser), (s) => expect(s.user?.name).toBe('Anna')],
  [
    'addItem',
    (s) => s.addItem('sv', line({ uuid: 'line-2', sku: 'TDS12', product_id: 12 })),
    (s) => expect(s.carts.sv?.items.map((item) => item.sku)).toEqual(['TDS11', 'TDS12']),
  ],
];

/** What the earlier visit stored and this write did not change. */
function keptOtherwise(name: string, state: Pick<LocalState, 'carts' | 'user'>) {
  if (name !== 'addItem') expect(state.carts.sv?.items.map((item) => item.sku)).toEqual(['TDS11']);
  if (name !== 'setUser') expect(state.user?.name).toBe('Erik');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storedVisit();
});

describe('writes to the persisted stores wait for the stored state', () => {
  it.each(writes)('%s before anything was read: not stored over the cart, and applied on top of it', async (name, write, check) => {
    const local = createLocalStore('sv');
    const gate = createHydrationGate(local, createSessionStore());
    write(local.getState());
    await gate.whenHydrated();
    check(local.getState());
    keptOtherwise(name, local.getState());
    check(onDisk().state);
    keptOtherwise(name, onDisk().state);
  });

  it.each(writes)('%s while the stored state is being read: not taken back by it', async (name, write, check) => {
    const local = createLocalStore('sv');
    const gate = createHydrationGate(local, createSessionStore());
    const read = gate.whenHydrated();
    write(local.getState());
    await read;
    check(local.getState());
    keptOtherwise(name, local.getState());
    check(onDisk().state);
  });

  it('applies held-back writes in the order they were made', async () => {
    const local = createLocalStore('sv');
    const gate = createHydrationGate(local, createSessionStore());
    local.getState().setVat('sv', false);
    local.getState().setVat('sv', true);
    local.getState().setVat('sv', false);
    await gate.whenHydrated();
    expect(local.getState().carts.sv?.vat).toBe(false);
  });

  it('reads the stored state once when writes and islands both ask for it', async () => {
    const local = createLocalStore('sv');
    const session = createSessionStore();
    let reads = 0;
    const rehydrate = local.persist.rehydrate;
    local.persist.rehydrate = () => {
      reads += 1;
      return rehydrate();
    };
    local.getState().setVat('sv', false);
    await createHydrationGate(local, session).whenHydrated();
    local.getState().setVat('sv', true);
    expect(reads).toBe(1);
    expect(onDisk().state.carts.sv?.vat).toBe(true);
  });

  it('holds back a session-store write the same way', async () => {
    const session = createSessionStore();
    const gate = createHydrationGate(createLocalStore('sv'), session);
    session.getState().setTermsAccepted(true);
    await gate.whenHydrated();
    expect(session.getState()).toMatchObject({ termsAccepted: true, codes: ['SOMMAR10'] });
  });
});
