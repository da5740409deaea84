import { describe, expect, it } from 'vitest';
import { calendarDate, carrierTrackingLink } from '@/features/orders/carrier-link';

describe('carrierTrackingLink', () => {
  it.each([
    ['https://tracking.postnord.com/se/?id=00370712345678949', 'https://tracking.postnord.com/se/?id=00370712345678949'],
    ['http://carrier.example/t/1', 'http://carrier.example/t/1'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['not a url', null],
    [null, null],
  ])('%j links to %j', (url, link) => {
    expect(carrierTrackingLink(url)).toBe(link);
  });
});

describe('calendarDate', () => {
  it('is the day itself at midnight UTC', () => {
    expect(calendarDate('2025-06-03').toISOString()).toBe('2025-06-03T00:00:00.000Z');
  });
});
