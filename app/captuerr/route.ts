import type { NextRequest } from 'next/server';
import { receiveErrorReports } from '@/lib/error-reports/receive';
import { storefrontOfRequest } from '@/lib/session/request-storefront';

/** The error endpoint of the pages and of CSP reporting; other methods are Next's own 405. */
export function POST(request: NextRequest) {
  return receiveErrorReports(request, storefrontOfRequest(request));
}
