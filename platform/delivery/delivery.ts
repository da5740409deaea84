import type { StockStatus } from '@/platform/api/types';

/** Delivery estimate in business days, weekends skipped (docs/product/catalog.md, CAT-7). */
export const DELIVERY_BUSINESS_DAYS: Partial<Record<StockStatus, readonly [number, number]>> = {
  'in-stock': [1, 3],
  'back-order-quick': [4, 6],
  'back-order-slow': [5, 7],
};

export type DeliveryEstimate = { kind: 'range'; from: Date; to: Date } | { kind: 'presale'; from: Date } | { kind: 'ships'; from: Date } | null;

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

/**
 * `days` (0 or more) business days after `start`, at its hour, in the shopper's own calendar. By hand
 * rather than with date-fns: this runs in the browser on the product page and the checkout, where
 * date-fns was 7.3 kB gzip of their first load (decision 0054). Counted as date-fns counts: a start
 * on a weekend that lands on one again steps back to the Friday.
 */
export function addBusinessDays(start: Date, days: number): Date {
  const date = new Date(start);
  const hours = date.getHours();
  date.setDate(date.getDate() + Math.trunc(days / 5) * 7);
  for (let rest = days % 5; rest > 0;) {
    date.setDate(date.getDate() + 1);
    if (!isWeekend(date)) rest -= 1;
  }
  if (isWeekend(start) && isWeekend(date) && days !== 0) date.setDate(date.getDate() - (date.getDay() === 6 ? 1 : 2));
  // Setting the date across a change to or from summer time can shift the hour: put it back.
  date.setHours(hours);
  return date;
}

/** The dates `days` business days from `start`, weekends skipped (docs/product/catalog.md, CAT-7). */
export function businessDayWindow(start: Date, [min, max]: readonly [number, number]): { from: Date; to: Date } {
  return { from: addBusinessDays(start, min), to: addBusinessDays(start, max) };
}

/** A calendar day (YYYY-MM-DD) as its first moment in the shopper's own time zone, or null. */
export function calendarDay(day: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return null;
  const [year, month, date] = parts.slice(1).map(Number) as [number, number, number];
  const midnight = new Date(0);
  // setFullYear, not the Date constructor, which reads years 0-99 as 1900-1999.
  midnight.setFullYear(year, month - 1, date);
  midnight.setHours(0, 0, 0, 0);
  // A day the month does not have (2026-02-30) rolls over into the next: no calendar day.
  return year > 0 && midnight.getMonth() === month - 1 && midnight.getDate() === date ? midnight : null;
}

function startOfDay(date: Date): Date {
  const start = new Date(date);
  start.setHours(0, 0, 0, 0);
  return start;
}

/**
 * When a line or product can be expected; null where no estimate applies (docs/product/catalog.md,
 * CAT-7). `shipsOn` is the day the backend expects to ship it in its status (CAT-18): it wins over
 * the window and the presale date while it is today or later, and a past or broken one counts as none.
 */
export function deliveryEstimate(status: StockStatus, now: Date, estimatedAt?: string | null, shipsOn?: string | null): DeliveryEstimate {
  const ships = shipsOn ? calendarDay(shipsOn) : null;
  if (ships && ships >= startOfDay(now)) return { kind: 'ships', from: ships };
  if (status === 'presale') {
    const date = estimatedAt ? new Date(estimatedAt) : null;
    return date && !Number.isNaN(date.getTime()) ? { kind: 'presale', from: date } : null;
  }
  const days = DELIVERY_BUSINESS_DAYS[status];
  if (!days) return null;
  return { kind: 'range', ...businessDayWindow(now, days) };
}
