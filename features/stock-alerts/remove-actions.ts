'use server';

import { removeState, type RemoveState } from '@/features/stock-alerts/alert-rules';
import { pathId } from '@/platform/api/backend-path';
import { removeStockAlert } from '@/platform/api/calls/stock-alerts';
import { actionStorefront } from '@/platform/session/action-storefront';
import { accountAccessToken } from '@/platform/session/server-session';

/** The account list's "let it go" button (docs/product/stock-alerts.md, STK-7). */
export async function removeAlert(_previous: RemoveState, form: FormData): Promise<RemoveState> {
  const id = pathId(form.get('alert'));
  if (!id) return { kind: 'unavailable' };
  const token = await accountAccessToken();
  if (!token) return { kind: 'signed-out' };
  const storefront = await actionStorefront();
  return removeState(await removeStockAlert(storefront.code, token, id));
}
