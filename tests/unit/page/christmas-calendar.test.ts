/**
 * The Christmas calendar's doors (docs/product/content.md, CNT-9) open by the date in the storefront's own time
 * zone: a Finnish shopper's door 1 opens an hour before a Swedish one's. Each case freezes the
 * clock a minute either side of a local midnight and reads the doors as the page does, from now.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_DOORS, doorStates, type DoorState } from '@/features/content/christmas-calendar';
import { STOREFRONT_CODES, STOREFRONTS } from '@/platform/storefronts/storefronts';

/** UTC offset in hours on 1-24 December (no summer time then). */
const DECEMBER_OFFSET = { sv: 1, no: 1, da: 1, fi: 2, nl: 1 } as const;

/** The instant of a local wall-clock time in December 2025 (or 30 November) for a storefront. */
function localInstant(offsetHours: number, month: 11 | 12, day: number, hour: number, minute: number): Date {
  return new Date(Date.UTC(2025, month - 1, day, hour - offsetHours, minute));
}

const doorsNow = (timeZone: string) => doorStates(new Date(), timeZone);
const openedUpTo = (today: number): DoorState[] =>
  Array.from({ length: CALENDAR_DOORS }, (_, index) => (index + 1 < today ? 'past' : index + 1 === today ? 'today' : 'closed'));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Christmas calendar doors by local date', () => {
  it('has a door for each day from 1 to 24 December', () => {
    expect(CALENDAR_DOORS).toBe(24);
  });

  for (const code of STOREFRONT_CODES) {
    const { timeZone } = STOREFRONTS[code];
    const offset = DECEMBER_OFFSET[code];

    describe(`${code} (${timeZone})`, () => {
      it('keeps every door closed a minute before local midnight of 1 December', () => {
        vi.setSystemTime(localInstant(offset, 11, 30, 23, 59));
        expect(doorsNow(timeZone)).toEqual(openedUpTo(0));
      });

      it('opens door 1 a minute after local midnight of 1 December', () => {
        vi.setSystemTime(localInstant(offset, 12, 1, 0, 1));
        expect(doorsNow(timeZone)).toEqual(openedUpTo(1));
      });

      it('has door 23 as today a minute before local midnight of 24 December', () => {
        vi.setSystemTime(localInstant(offset, 12, 23, 23, 59));
        expect(doorsNow(timeZone)).toEqual(openedUpTo(23));
      });

      it('opens door 24 a minute after local midnight of 24 December, every earlier door opened', () => {
        vi.setSystemTime(localInstant(offset, 12, 24, 0, 1));
        expect(doorsNow(timeZone)).toEqual(openedUpTo(24));
      });

      it('keeps door 24 as today until local midnight, then every door is past', () => {
        vi.setSystemTime(localInstant(offset, 12, 24, 23, 59));
        expect(doorsNow(timeZone)).toEqual(openedUpTo(24));
        vi.setSystemTime(localInstant(offset, 12, 25, 0, 1));
        expect(doorsNow(timeZone)).toEqual(Array<DoorState>(CALENDAR_DOORS).fill('past'));
      });
    });
  }

  it('follows the storefront, not the server: at 22:30 UTC on 30 November only Helsinki has opened door 1', () => {
    vi.setSystemTime(new Date(Date.UTC(2025, 10, 30, 22, 30)));
    for (const code of STOREFRONT_CODES) {
      expect(doorsNow(STOREFRONTS[code].timeZone)[0], code).toBe(code === 'fi' ? 'today' : 'closed');
    }
  });

  it('closes every door again outside December', () => {
    vi.setSystemTime(new Date(Date.UTC(2026, 0, 2, 12)));
    expect(doorsNow(STOREFRONTS.sv.timeZone)).toEqual(openedUpTo(0));
  });
});
