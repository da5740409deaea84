import type { ApiResult } from '@/platform/api/result';
import type { OrderReturn } from '@/platform/api/types';

/**
 * What starting a return came to. The backend refuses with 409 when the window has closed or the
 * order cannot be returned, and with 400 when a quantity is more than is left (someone returned in
 * another tab); anything but its 401 leaves the customer signed in.
 */
export type ReturnOutcome =
  | { kind: 'started'; orderReturn: OrderReturn }
  | { kind: 'not-returnable' }
  | { kind: 'invalid-quantity' }
  | { kind: 'signed-out' }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

export function returnOutcome(result: ApiResult<OrderReturn>): ReturnOutcome {
  if (result.ok) return { kind: 'started', orderReturn: result.data };
  if (result.error.kind !== 'http') return { kind: 'unavailable' };
  switch (result.error.status) {
    case 400:
      return { kind: 'invalid-quantity' };
    case 401:
      return { kind: 'signed-out' };
    case 404:
      return { kind: 'not-found' };
    case 409:
      return { kind: 'not-returnable' };
    default:
      return { kind: 'unavailable' };
  }
}
