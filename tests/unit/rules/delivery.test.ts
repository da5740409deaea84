import { isValid, parse } from 'date-fns';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { businessDayWindow, calendarDay, deliveryEstimate } from '@/platform/delivery/delivery';

const day = (iso: string) => new Date(`${iso}T10:00:00`);
const ymd = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('delivery estimate in business days (docs/product/catalog.md, CAT-7)', () => {
  it.each([
    // Wednesday 2026-11-25
    ['in-stock', '2026-11-25', '2026-11-26', '2026-11-30'],
    // Friday: 1-3 business days skip the weekend
    ['in-stock', '2026-11-27', '2026-11-30', '2026-12-02'],
    // Saturday counts from Monday
    ['in-stock', '2026-11-28', '2026-11-30', '2026-12-02'],
    ['back-order-quick', '2026-11-25', '2026-12-01', '2026-12-03'],
    ['back-order-quick', '2026-11-27', '2026-12-03', '2026-12-07'],
    ['back-order-slow', '2026-11-25', '2026-12-02', '2026-12-04'],
    ['back-order-slow', '2026-11-27', '2026-12-04', '2026-12-08'],
  ] as const)('%s ordered %s: %s to %s', (status, ordered, from, to) => {
    const estimate = deliveryEstimate(status, day(ordered));
    expect(estimate?.kind).toBe('range');
    if (estimate?.kind === 'range') expect([ymd(estimate.from), ymd(estimate.to)]).toEqual([from, to]);
  });

  it('gives presale its own date and nothing for the other statuses', () => {
    expect(deliveryEstimate('presale', day('2026-11-25'), '2027-01-15T00:00:00Z')).toEqual({ kind: 'presale', from: new Date('2027-01-15T00:00:00Z') });
    expect(deliveryEstimate('presale', day('2026-11-25'), null)).toBeNull();
    expect(deliveryEstimate('presale', day('2026-11-25'), 'not a date')).toBeNull();
    expect(deliveryEstimate('out-of-stock', day('2026-11-25'))).toBeNull();
    expect(deliveryEstimate('back-order', day('2026-11-25'))).toBeNull();
  });
});

describe("a carrier's window of business days, as the checkout and the confirmation show it", () => {
  it.each([
    // Friday: a service point's 1-3 days skip the weekend
    ['2026-11-27', [1, 3], '2026-11-30', '2026-12-02'],
    // Thursday: a locker's 1-2 days reach over the weekend
    ['2026-11-26', [1, 2], '2026-11-27', '2026-11-30'],
    // Wednesday: home delivery 2-4 days plus a back-order-quick wait of 3
    ['2026-11-25', [5, 7], '2026-12-02', '2026-12-04'],
  ] as const)('from %s, %j business days: %s to %s', (start, days, from, to) => {
    const window = businessDayWindow(day(start), days);
    expect([ymd(window.from), ymd(window.to)]).toEqual([from, to]);
  });
});

describe('the day the backend expects to ship (docs/product/catalog.md, CAT-18)', () => {
  it.each(['back-order', 'in-stock', 'presale', 'out-of-stock'] as const)('%s: ships from that day, over any window or presale date', (status) => {
    const estimate = deliveryEstimate(status, day('2026-11-25'), '2026-12-24', '2026-12-10');
    expect(estimate?.kind).toBe('ships');
    expect(estimate && ymd(estimate.from)).toBe('2026-12-10');
  });

  it('today still counts', () => {
    expect(deliveryEstimate('back-order', day('2026-12-10'), null, '2026-12-10')?.kind).toBe('ships');
  });

  it.each([
    ['a past day', '2026-11-24'],
    ['no date', 'soon'],
    ['no calendar day', '2026-02-30'],
    ['a date with a time', '2026-12-10T00:00:00Z'],
    ['empty', ''],
  ])('%s counts as none', (_, shipsOn) => {
    expect(deliveryEstimate('back-order', day('2026-11-25'), null, shipsOn)).toBeNull();
    expect(deliveryEstimate('in-stock', day('2026-11-25'), null, shipsOn)?.kind).toBe('range');
  });
});

/**
 * The browser reads the backend's calendar days itself (decision 0054); date-fns' `parse`, which it
 * replaced, is the yardstick: the same day in every time zone, summer time and all.
 */
describe('calendar days, as date-fns read them', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  // Stockholm as the shop's own; São Paulo moved summer time across midnight; Samoa skipped 30 Dec 2011.
  const ZONES = ['Europe/Stockholm', 'America/Sao_Paulo', 'Pacific/Apia', 'UTC'];

  it('reads the years 1 to 99 as written, and year 0 as no day', () => {
    expect(calendarDay('0001-01-01')?.getFullYear()).toBe(1);
    expect(calendarDay('0099-12-31')?.getFullYear()).toBe(99);
    expect(calendarDay('0000-01-01')).toBeNull();
  });

  const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
  const dayText = fc.oneof(
    fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`),
    fc
      .tuple(fc.integer({ min: 1990, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  );

  it.each(ZONES)('reads a calendar day as date-fns in %s', (tz) => {
    process.env.TZ = tz;
    fc.assert(
      fc.property(dayText, (text) => {
        const theirs = parse(text, 'yyyy-MM-dd', new Date(0));
        expect(calendarDay(text)?.getTime() ?? null).toBe(isValid(theirs) ? theirs.getTime() : null);
      }),
    );
  });
});
