/** Interaction latency as web-vitals' INP reads Event Timing (docs/operating.md, OPS-65). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_TIMING_FLOOR_MS, interleaveControl, slowestInteraction, type EventEntry } from '@/bench/event-timing';

const entry = (interactionId: number, duration: number, name = 'pointerup'): EventEntry => ({ name, interactionId, duration });

describe('slowestInteraction', () => {
  it('an interaction lasts as long as its longest event, and a flow as long as its slowest interaction', () => {
    expect(slowestInteraction([entry(7, 40, 'pointerdown'), entry(7, 96), entry(7, 88, 'click'), entry(8, 64, 'keydown')])).toBe(96);
  });

  it('events of no interaction (a hover, a scroll) do not count', () => {
    expect(slowestInteraction([entry(0, 300, 'pointerover'), entry(3, 24)])).toBe(24);
  });

  it('a flow the browser reported nothing of was quicker than it reports at all', () => {
    expect(slowestInteraction([])).toBe(EVENT_TIMING_FLOOR_MS);
  });

  it('is never below the floor nor below any interaction of the flow', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom('click', 'keydown'), interactionId: fc.nat(20), duration: fc.integer({ min: 0, max: 2000 }) })),
        (entries) => {
          const slowest = slowestInteraction(entries);
          expect(slowest).toBeGreaterThanOrEqual(EVENT_TIMING_FLOOR_MS);
          for (const one of entries) if (one.interactionId > 0) expect(slowest).toBeGreaterThanOrEqual(one.duration);
        },
      ),
    );
  });
});

describe('interleaveControl (OPS-74)', () => {
  it('puts the control before every other flow, in their order', () => {
    expect(interleaveControl('control', ['mega menu', 'add to cart', 'delivery method'])).toEqual([
      'control',
      'mega menu',
      'control',
      'add to cart',
      'control',
      'delivery method',
    ]);
  });
});
