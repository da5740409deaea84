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

/**
 * One run's page loads: the control before every other flow. The control is the yardstick of each
 * 3x bound (OPS-66) and cheap; measured as often as the flows and at the same moments of the run,
 * its median moves with what the machine does to them, and less by chance (OPS-74, decision 0068).
 */
export function interleaveControl<T>(control: T, flows: readonly T[]): T[] {
  return flows.flatMap((flow) => [control, flow]);
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
