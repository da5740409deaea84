import { NextResponse } from 'next/server';
import { orders } from '@/platform/metrics/shop-metrics.mjs';
import type { PlaceOrderResult } from '@/platform/api/calls/checkout';
import type { ApiResult } from '@/platform/api/result';
import { placedOutcome } from '@/features/checkout/place-outcome';
import { receiptCookieName, receiptCookieOptions, receiptCookieValue } from '@/platform/session/receipt-cookie';

/**
 * The backend's answer as the page may see it; an approved order's receipt goes into its cookie.
 * Each outcome is counted where the shopper gets it: placing, and confirming after the payment
 * provider, so an order that needed the provider counts once as `action_required` and once as
 * what came of it (docs/operating.md, OPS-8).
 */
export function placedResponse(result: ApiResult<PlaceOrderResult>, requestHeaders: Headers): NextResponse {
  const { placed, receipt } = placedOutcome(result);
  orders.inc({ outcome: placed.outcome });
  if (!result.ok) console.warn(`placing an order failed: ${result.error.kind}`);
  const response = NextResponse.json(placed, { headers: { 'cache-control': 'no-store' } });
  if (receipt) response.cookies.set(receiptCookieName(requestHeaders), receiptCookieValue(receipt), receiptCookieOptions(requestHeaders));
  return response;
}
