import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { PATH_ID_PATTERN } from '@/platform/api/backend-path';
import { fetchOrderOutcome } from '@/platform/api/calls/checkout';
import { guardedJson } from '@/platform/http/guarded-json';
import { storefrontOfRequest } from '@/platform/session/request-storefront';
import { placedResponse } from '@/features/checkout';

const returned = z.object({ checkout_id: z.string().trim().regex(PATH_ID_PATTERN), order_id: z.string().trim().regex(PATH_ID_PATTERN) });

/** The shopper is back from the payment provider: where does the order stand now? */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const body = returned.safeParse(json.body);
  if (!body.success) return NextResponse.json({ outcome: 'rejected' }, { status: 400 });
  const storefront = storefrontOfRequest(request);
  const result = await fetchOrderOutcome(storefront, body.data.checkout_id, body.data.order_id);
  return placedResponse(result, request.headers);
}
