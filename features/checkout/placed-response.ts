import { NextResponse } from 'next/server';
import type { PlaceOrderResult } from '@/platform/api/calls/checkout';
import type { ApiResult } from '@/platform/api/result';
import { placedOutcome } from '@/features/checkout/place-outcome';
import { receiptCookieName, receiptCookieOptions, receiptCookieValue } from '@/platform/session/receipt-cookie';

/** The backend's answer as the page may see it; an approved order's receipt goes into its cookie. */
export function placedResponse(result: ApiResult<PlaceOrderResult>, requestHeaders: Headers): NextResponse {
  const { placed, receipt } = placedOutcome(result);
  if (!result.ok) console.warn(`placing an order failed: ${result.error.kind}`);
  const response = NextResponse.json(placed, { headers: { 'cache-control': 'no-store' } });
  if (receipt) response.cookies.set(receiptCookieName(requestHeaders), receiptCookieValue(receipt), receiptCookieOptions(requestHeaders));
  return response;
}
