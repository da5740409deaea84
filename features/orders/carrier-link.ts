/**
 * The carrier's tracking page comes from the backend, which relays it from the carrier: only an
 * http(s) address becomes a link, so no other scheme (javascript:, data:) reaches an href.
 */
export function carrierTrackingLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A delivery estimate's calendar date (YYYY-MM-DD) as midnight UTC, to be shown in UTC: the same day everywhere. */
export function calendarDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
