/**
 * Whether an order's lines may still be returned. The backend gives the last moment a return may be
 * started (`returnable_until`), or null for an order that cannot be returned at all (not delivered
 * yet, or cancelled): then nothing is said about returns.
 */
export type ReturnWindow = { kind: 'open'; until: Date } | { kind: 'closed'; closedOn: Date } | { kind: 'none' };

export function returnWindow(returnableUntil: string | null, now: Date): ReturnWindow {
  if (returnableUntil === null) return { kind: 'none' };
  const until = new Date(returnableUntil);
  if (Number.isNaN(until.getTime())) return { kind: 'none' };
  return until.getTime() > now.getTime() ? { kind: 'open', until } : { kind: 'closed', closedOn: until };
}
