// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { couponSchema } from '@/platform/api/schemas';
import { type CheckoutForm, emptyCheckoutForm } from '@/features/checkout/form';
import { SESSION_STORE_VERSION, type SessionState, createSessionStore } from '@/features/shell/store/session-store';

beforeEach(() => sessionStorage.clear());

async function hydrated() {
  const store = createSessionStore();
  await store.persist.rehydrate();
  return store;
}

describe('sessionStorage td02: discount and experiment', () => {
  it('remembers the accessories variant once picked', async () => {
    const first = await hydrated();
    const picked = first.getState().accessoriesVariant();
    expect(['original', 'upselling']).toContain(picked);
    for (let i = 0; i < 20; i += 1) expect((await hydrated()).getState().accessoriesVariant()).toBe(picked);
  });

  it('adds each code once and drops stored codes of the wrong syntax', async () => {
    sessionStorage.setItem('td02', JSON.stringify({ state: { codes: ['SOMMAR10', '<x>', 'AB'], accessories: 'banana' }, version: 1 }));
    const store = await hydrated();
    expect(store.getState().codes).toEqual(['SOMMAR10']);
    expect(store.getState().accessories).toBeNull();
    store.getState().addCode('sommar10');
    store.getState().addCode('JUL-25');
    expect(store.getState().codes).toEqual(['SOMMAR10', 'JUL-25']);
  });

  it('keeps applied and known codes, drops unknown and removed ones, lists the rejected', async () => {
    const store = await hydrated();
    store.getState().addCode('sommar10');
    store.getState().addCode('FAKE1');
    store.getState().addCode('FIXED3');
    store.getState().addCode('HANDLA500');
    const kept = couponSchema.parse({ code: 'SOMMAR10', applied: true });
    const removed = couponSchema.parse({ code: 'FIXED3', applied: true, discount_type_value: 3, buy_x: 2 });
    const notYet = couponSchema.parse({ code: 'HANDLA500', applied: false, failed_minimum_spend: true });
    store
      .getState()
      .applyCouponVerdict({ kept: [kept], removed: [removed], rejected: ['FAKE1', 'HANDLA500'], showRejectedNotice: true }, [kept, removed, notYet], {
        SOMMAR10: [7],
      });
    expect(store.getState()).toMatchObject({
      codes: ['SOMMAR10', 'HANDLA500'],
      rejected: ['FAKE1', 'HANDLA500', 'FIXED3'],
      showRejectedNotice: true,
      categoryProducts: { SOMMAR10: [7] },
    });
    store.getState().applyCouponVerdict({ kept: [kept], removed: [], rejected: [], showRejectedNotice: false }, [kept], { SOMMAR10: [7] });
    expect(store.getState().rejected).toEqual(['FAKE1', 'FIXED3']);
    store.getState().removeCode('SOMMAR10');
    expect(store.getState()).toMatchObject({ codes: [], categoryProducts: {} });
  });
});

const draftForm: CheckoutForm = {
  ...emptyCheckoutForm('company'),
  email: 'anna@example.se',
  mobile: '070-123 45 67',
  name: 'Anna Svensson',
  street: 'Storgatan 1',
  postalCode: '113 50',
  city: 'Stockholm',
  companyName: 'Verkstaden AB',
  organisationNumber: '556036-0793',
};

const storedSession = (state: Record<string, unknown>) =>
  sessionStorage.setItem('td02', JSON.stringify({ state: { codes: ['SOMMAR10'], ...state }, version: SESSION_STORE_VERSION }));

describe('sessionStorage td02: checkout draft', () => {
  it('starts empty', async () => {
    expect((await hydrated()).getState()).toMatchObject({ checkoutForm: null, termsAccepted: false, placeKey: null, pendingOrderId: null });
  });

  it('reads a stored draft back', async () => {
    storedSession({ checkoutForm: draftForm, termsAccepted: true, placeKey: 'key-1', pendingOrderId: 'TD-1001' });
    const store = await hydrated();
    expect(store.getState()).toMatchObject({
      codes: ['SOMMAR10'],
      checkoutForm: draftForm,
      termsAccepted: true,
      placeKey: 'key-1',
      pendingOrderId: 'TD-1001',
    });
  });

  it('keeps what the setters wrote across a reload', async () => {
    const first = await hydrated();
    first.getState().setCheckoutForm(draftForm);
    first.getState().setTermsAccepted(true);
    first.getState().setPlaceKey('key-2');
    first.getState().setPendingOrderId('TD-1002');
    expect((await hydrated()).getState()).toMatchObject({
      checkoutForm: draftForm,
      termsAccepted: true,
      placeKey: 'key-2',
      pendingOrderId: 'TD-1002',
    });
  });

  it.each<[string, Record<string, unknown>, Partial<SessionState>]>([
    ['a form that is a string', { checkoutForm: 'anna@example.se' }, { checkoutForm: null }],
    ['a form that is a list', { checkoutForm: [draftForm] }, { checkoutForm: null }],
    ['an unknown customerType', { checkoutForm: { ...draftForm, customerType: 'government' } }, { checkoutForm: null }],
    ['a form field of the wrong type', { checkoutForm: { ...draftForm, postalCode: 11350 } }, { checkoutForm: null }],
    ['a form missing a field', { checkoutForm: { ...draftForm, reference: undefined } }, { checkoutForm: null }],
    ['a 5,000-character field', { checkoutForm: { ...draftForm, street: 'x'.repeat(5000) } }, { checkoutForm: null }],
    ['terms accepted as a string', { termsAccepted: 'yes' }, { termsAccepted: false }],
    ['terms accepted as 1', { termsAccepted: 1 }, { termsAccepted: false }],
    ['a numeric place key', { placeKey: 42 }, { placeKey: null }],
    ['a 5,000-character place key', { placeKey: 'k'.repeat(5000) }, { placeKey: null }],
    ['a pending order that is an object', { pendingOrderId: { id: 'TD-1' } }, { pendingOrderId: null }],
    ['a 5,000-character pending order', { pendingOrderId: '1'.repeat(5000) }, { pendingOrderId: null }],
  ])('%s falls back without costing the discount codes', async (_, damaged, expected) => {
    storedSession({ checkoutForm: draftForm, termsAccepted: true, placeKey: 'key-1', pendingOrderId: 'TD-1001', ...damaged });
    const store = await hydrated();
    expect(store.getState()).toMatchObject({
      codes: ['SOMMAR10'],
      checkoutForm: draftForm,
      termsAccepted: true,
      placeKey: 'key-1',
      pendingOrderId: 'TD-1001',
      ...expected,
    });
  });

  it('a draft damaged everywhere at once still keeps the codes', async () => {
    storedSession({ checkoutForm: 7, termsAccepted: null, placeKey: [], pendingOrderId: false });
    const store = await hydrated();
    expect(store.getState()).toMatchObject({ codes: ['SOMMAR10'], checkoutForm: null, termsAccepted: false, placeKey: null, pendingOrderId: null });
  });

  it('resetAfterOrder keeps the form for the visit and clears the rest, on disk too', async () => {
    const first = await hydrated();
    first.getState().addCode('SOMMAR10');
    first.getState().setCheckoutForm(draftForm);
    first.getState().setTermsAccepted(true);
    first.getState().setPlaceKey('key-3');
    first.getState().setPendingOrderId('TD-1003');
    first.getState().resetAfterOrder();
    const expected = { codes: ['SOMMAR10'], checkoutForm: draftForm, termsAccepted: false, placeKey: null, pendingOrderId: null };
    expect(first.getState()).toMatchObject(expected);
    expect((await hydrated()).getState()).toMatchObject(expected);
  });
});
