export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * Midnight UTC of the day the mock started. Seeded orders, deliveries and subscriptions are dated
 * from it (as the deal and presale dates are from today), so a recently delivered order is
 * returnable and an old one is not on whatever day the mock runs.
 */
export const MOCK_DAY = startOfUtcDay(Date.now());

/** An instant `days` after (negative: before) a day's midnight, plus some hours, as ISO text. */
export function dayAt(days: number, hours = 0, day = MOCK_DAY): string {
  return new Date(day + days * DAY_MS + hours * HOUR_MS).toISOString();
}

/** The calendar date (YYYY-MM-DD, UTC) of an instant. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
