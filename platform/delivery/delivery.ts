import { addBusinessDays, startOfDay } from 'date-fns';
import type { StockStatus } from '@/platform/api/types';

/** Delivery estimate in business days, weekends skipped (docs/product/catalog.md, CAT-7). */
export const DELIVERY_BUSINESS_DAYS: Partial<Record<StockStatus, readonly [number, number]>> = {
  'in-stock': [1, 3],
  'back-order-quick': [4, 6],
  'back-order-slow': [5, 7],
};

export type DeliveryEstimate = { kind: 'range'; from: Date; to: Date } | { kind: 'presale'; from: Date } | { kind: 'ships'; from: Date } | null;

/** The dates `days` business days from `start`, weekends skipped (docs/product/catalog.md, CAT-7). */
export function businessDayWindow(start: Date, [min, max]: readonly [number, number]): { from: Date; to: Date } {
  return { from: addBusinessDays(start, min), to: addBusinessDays(start, max) };
}

/**
 * A calendar day (YYYY-MM-DD) as its first moment in the shopper's own time zone, or null. Read by
 * hand, not with date-fns' `parse`: this runs in the browser, where `parse` and the format tokens and
 * locale it brings were 7.3 kB gzip of the product page's first load (decision 0054).
 */
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
