import type { NextRequest } from 'next/server';
import { receiveErrorReports } from '@/platform/errors/receive';
import { storefrontOfRequest } from '@/platform/session/request-storefront';

/** The error endpoint of the pages and of CSP reporting; other methods are Next's own 405. */
export function POST(request: NextRequest) {
  return receiveErrorReports(request, storefrontOfRequest(request));
}
