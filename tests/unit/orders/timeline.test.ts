import { describe, expect, it } from 'vitest';
import { orderTimeline } from '@/features/orders/timeline';

const states = (status: Parameters<typeof orderTimeline>[0]) => orderTimeline(status).map((step) => `${step.status}:${step.state}`);

describe('orderTimeline', () => {
  it.each([
    ['received', ['received:current', 'processing:upcoming', 'shipped:upcoming', 'delivered:upcoming']],
    ['processing', ['received:done', 'processing:current', 'shipped:upcoming', 'delivered:upcoming']],
    ['shipped', ['received:done', 'processing:done', 'shipped:current', 'delivered:upcoming']],
    ['delivered', ['received:done', 'processing:done', 'shipped:done', 'delivered:current']],
    ['cancelled', ['received:done', 'cancelled:current']],
  ] as const)('%s', (status, expected) => {
    expect(states(status)).toEqual(expected);
  });

  it('dates the steps reached by their first event, and no step still to come', () => {
    const steps = orderTimeline('processing', [
      { at: '2025-06-02T10:00:00Z', status: 'processing' },
      { at: '2025-06-01T09:00:00Z', status: 'received' },
      { at: '2025-06-01T12:00:00Z', status: 'processing' },
      { at: '2025-06-05T12:00:00Z', status: 'shipped' },
    ]);
    expect(steps.map((step) => step.at)).toEqual(['2025-06-01T09:00:00Z', '2025-06-01T12:00:00Z', null, null]);
  });
});
