import { describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '@/platform/api/calls/checkout';
import type { ApiFailure, ApiResult } from '@/platform/api/result';
import {
  FAILURE_REASONS,
  type PaymentFailure,
  type PlacedOutcome,
  failureFromReason,
  isProviderAddress,
  placedOutcome,
} from '@/features/checkout/place-outcome';
import type { Receipt } from '@/platform/session/receipt-cookie';
import { checkoutFrom } from './fixtures';

const answered = (data: PlaceOrderResult): ApiResult<PlaceOrderResult> => ({ ok: true, data, headers: new Headers() });
const failed = (error: ApiFailure): ApiResult<PlaceOrderResult> => ({ ok: false, error });

const TOKEN = 'rcpt_0123456789abcdef';

describe('placedOutcome: what the backend answered', () => {
  it.each<[string, PlaceOrderResult, PlacedOutcome, Receipt | null]>([
    [
      'approved: a receipt with its token',
      { outcome: 'approved', order_id: 'TD-1001', receipt_token: TOKEN },
      { outcome: 'approved', orderId: 'TD-1001' },
      { orderId: 'TD-1001', token: TOKEN },
    ],
    [
      'action required at an https address',
      { outcome: 'action_required', order_id: 'TD-1002', redirect_url: 'https://pay.example/confirm?session=abc' },
      { outcome: 'action_required', orderId: 'TD-1002', redirectUrl: 'https://pay.example/confirm?session=abc' },
      null,
    ],
    [
      'action required at an http address (the local mock provider)',
      { outcome: 'action_required', order_id: 'TD-1003', redirect_url: 'http://localhost:4010/provider/confirm' },
      { outcome: 'action_required', orderId: 'TD-1003', redirectUrl: 'http://localhost:4010/provider/confirm' },
      null,
    ],
    [
      'action required at a javascript: address: a provider error, never followed',
      { outcome: 'action_required', order_id: 'TD-1004', redirect_url: 'javascript:alert(document.cookie)' },
      { outcome: 'provider_error' },
      null,
    ],
    [
      'action required at a data: address',
      { outcome: 'action_required', order_id: 'TD-1005', redirect_url: 'data:text/html,<script>alert(1)</script>' },
      { outcome: 'provider_error' },
      null,
    ],
    ['declined', { outcome: 'declined', order_id: 'TD-1006' }, { outcome: 'declined' }, null],
    ['cancelled', { outcome: 'cancelled', order_id: null }, { outcome: 'cancelled' }, null],
    ['provider error', { outcome: 'provider_error', order_id: null }, { outcome: 'provider_error' }, null],
    ['changed: prices or stock moved', { outcome: 'changed', checkout: checkoutFrom() }, { outcome: 'changed' }, null],
  ])('%s', (_, data, placed, receipt) => {
    expect(placedOutcome(answered(data))).toEqual({ placed, receipt });
  });
});

describe('placedOutcome: a failed call', () => {
  it.each<[string, ApiFailure, PlacedOutcome['outcome']]>([
    ['http 400', { kind: 'http', status: 400 }, 'rejected'],
    ['http 404', { kind: 'http', status: 404 }, 'rejected'],
    ['http 409', { kind: 'http', status: 409 }, 'rejected'],
    ['http 422', { kind: 'http', status: 422 }, 'rejected'],
    ['http 499', { kind: 'http', status: 499 }, 'rejected'],
    ['http 500', { kind: 'http', status: 500 }, 'unconfirmed'],
    ['http 502', { kind: 'http', status: 502 }, 'unconfirmed'],
    ['http 503', { kind: 'http', status: 503 }, 'unconfirmed'],
    ['a time-out', { kind: 'timeout', afterMs: 15_000 }, 'unconfirmed'],
    ['a network failure', { kind: 'network', message: 'fetch failed' }, 'unconfirmed'],
    ['an answer of the wrong shape', { kind: 'validation', message: 'outcome: invalid' }, 'unconfirmed'],
  ])('%s: %s, no receipt', (_, error, outcome) => {
    expect(placedOutcome(failed(error))).toEqual({ placed: { outcome }, receipt: null });
  });
});

describe('isProviderAddress: only a web address may take the shopper away', () => {
  it.each([
    ['https://pay.example/confirm?id=1', true],
    ['HTTPS://PAY.EXAMPLE/confirm', true],
    ['http://localhost:4010/provider', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,<b>hi</b>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://files.example/x', false],
    ['//pay.example/confirm', false],
    ['/kassan/bekraftelse', false],
    ['pay.example/confirm', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isProviderAddress(value)).toBe(expected);
  });
});

describe('FAILURE_REASONS and failureFromReason: the failed page reason in the URL', () => {
  it.each(Object.entries(FAILURE_REASONS) as [PaymentFailure, string][])('%s <-> %j', (failure, reason) => {
    expect(failureFromReason(reason)).toBe(failure);
  });

  it('names each failure by a reason of its own', () => {
    expect(Object.keys(FAILURE_REASONS).sort()).toEqual(['cancelled', 'declined', 'provider_error', 'unconfirmed']);
    expect(new Set(Object.values(FAILURE_REASONS)).size).toBe(4);
    expect(FAILURE_REASONS).toEqual({ declined: 'declined', cancelled: 'cancelled', provider_error: 'provider-error', unconfirmed: 'timeout' });
  });

  it.each([undefined, '', 'approved', 'unconfirmed', 'provider_error', 'DECLINED', ' declined', 'toString', '__proto__'])('%j -> null', (reason) => {
    expect(failureFromReason(reason)).toBeNull();
  });
});
