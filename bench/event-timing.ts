/**
 * Interaction latency from the Event Timing API, as web-vitals' INP reads it: the events of one
 * interaction share an `interactionId`, the interaction lasts as long as its longest event (from
 * the input to the next paint), and a flow of several interactions (typing a query) is as slow as
 * its slowest (docs/operating.md, OPS-65).
 */

/** One `PerformanceEventTiming` entry as the page hands it over. */
export interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
}

/**
 * The smallest duration the browser reports at all (`durationThreshold` cannot go lower): a flow
 * whose interactions were all quicker has no entry, and counts as this long.
 */
export const EVENT_TIMING_FLOOR_MS = 16;

/** The latency of the slowest interaction among `entries`; events of no interaction (id 0) are not one. */
export function slowestInteraction(entries: readonly EventEntry[]): number {
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId > 0) byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  }
  return Math.max(EVENT_TIMING_FLOOR_MS, ...byInteraction.values());
}

/** Installed in every page before its own scripts: keeps each interaction's events for the bench. */
export function observeEventTiming(floorMs: number): void {
  const kept: EventEntry[] = [];
  Object.assign(window, { __benchEvents: kept });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      kept.push({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: floorMs, buffered: true });
}
