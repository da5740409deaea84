import { addBusinessDays } from 'date-fns';
import type { StockStatus } from '@/platform/api/types';

/** Delivery estimate in business days, weekends skipped (docs/product/catalog.md, CAT-7). */
export const DELIVERY_BUSINESS_DAYS: Partial<Record<StockStatus, readonly [number, number]>> = {
  'in-stock': [1, 3],
  'back-order-quick': [4, 6],
  'back-order-slow': [5, 7],
};

export type DeliveryEstimate = { kind: 'range'; from: Date; to: Date } | { kind: 'presale'; from: Date } | null;

/** The dates `days` business days from `start`, weekends skipped (docs/product/catalog.md, CAT-7). */
export function businessDayWindow(start: Date, [min, max]: readonly [number, number]): { from: Date; to: Date } {
  return { from: addBusinessDays(start, min), to: addBusinessDays(start, max) };
}

/** When a line or product can be expected; null where no estimate applies (docs/product/catalog.md, CAT-7). */
export function deliveryEstimate(status: StockStatus, now: Date, estimatedAt?: string | null): DeliveryEstimate {
  if (status === 'presale') {
    const date = estimatedAt ? new Date(estimatedAt) : null;
    return date && !Number.isNaN(date.getTime()) ? { kind: 'presale', from: date } : null;
  }
  const days = DELIVERY_BUSINESS_DAYS[status];
  if (!days) return null;
  return { kind: 'range', ...businessDayWindow(now, days) };
}
