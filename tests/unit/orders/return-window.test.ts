import { describe, expect, it } from 'vitest';
import { returnWindow } from '@/lib/orders/return-window';

const now = new Date('2025-06-10T12:00:00Z');

describe('returnWindow', () => {
  it('is open until the last moment the backend gives', () => {
    expect(returnWindow('2025-06-30T21:59:59Z', now)).toEqual({ kind: 'open', until: new Date('2025-06-30T21:59:59Z') });
  });

  it('has closed on that moment once it has passed, and at the moment itself', () => {
    expect(returnWindow('2025-05-01T00:00:00Z', now)).toEqual({ kind: 'closed', closedOn: new Date('2025-05-01T00:00:00Z') });
    expect(returnWindow(now.toISOString(), now).kind).toBe('closed');
  });

  it('says nothing for an order that cannot be returned, or a moment that is no date', () => {
    expect(returnWindow(null, now)).toEqual({ kind: 'none' });
    expect(returnWindow('soon', now)).toEqual({ kind: 'none' });
  });
});
