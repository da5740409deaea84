import { describe, expect, it } from 'vitest';
import { isRefreshDue, REFRESH_MARGIN_MS, refreshDelay, RETRY_AFTER_OUTAGE_MS } from '@/platform/session/refresh-schedule';

const MINUTE = 60_000;
const now = 1_800_000_000_000;

describe('refreshing the session before the 3600 s run out (docs/product/account.md, ACC-3)', () => {
  it('refreshes 5 minutes before the access token ends', () => {
    expect(REFRESH_MARGIN_MS).toBe(5 * MINUTE);
  });

  it.each([
    ['a fresh session', now + 60 * MINUTE, 0, 55 * MINUTE],
    ['just outside the margin', now + 5 * MINUTE + 1, 0, 1],
    ['exactly at the refresh point', now + 5 * MINUTE, 0, 0],
    ['inside the margin', now + 2 * MINUTE, 0, 0],
    ['a tab that slept past the end', now - 30 * MINUTE, 0, 0],
    ['a user remembered without an end', 0, 0, 0],
    ['after an outage, at the refresh point', now + 2 * MINUTE, 1, RETRY_AFTER_OUTAGE_MS],
    ['after several outages, past the end', now - MINUTE, 3, RETRY_AFTER_OUTAGE_MS],
    ['after an outage, far from the refresh point', now + 60 * MINUTE, 1, 55 * MINUTE],
  ])('%s: in %d ms', (_, endsAt, failedAttempts, delay) => {
    expect(refreshDelay(endsAt, now, failedAttempts)).toBe(delay);
  });

  it.each([
    [now + 60 * MINUTE, false],
    [now + 5 * MINUTE + 1, false],
    [now + 5 * MINUTE, true],
    [now - MINUTE, true],
  ])('ends at %d: due %s', (endsAt, due) => {
    expect(isRefreshDue(endsAt, now)).toBe(due);
  });
});
