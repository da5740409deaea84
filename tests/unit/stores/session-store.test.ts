// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { couponSchema } from '@/lib/api/schemas';
import { createSessionStore } from '@/stores/session-store';

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
    store.getState().applyCouponVerdict(
      { kept: [kept], removed: [removed], rejected: ['FAKE1', 'HANDLA500'], showRejectedNotice: true },
      [kept, removed, notYet],
    );
    expect(store.getState()).toMatchObject({
      codes: ['SOMMAR10', 'HANDLA500'],
      rejected: ['FAKE1', 'HANDLA500', 'FIXED3'],
      showRejectedNotice: true,
    });
    store.getState().applyCouponVerdict({ kept: [kept], removed: [], rejected: [], showRejectedNotice: false }, [kept]);
    expect(store.getState().rejected).toEqual(['FAKE1', 'FIXED3']);
    store.getState().removeCode('SOMMAR10');
    expect(store.getState().codes).toEqual([]);
  });
});
