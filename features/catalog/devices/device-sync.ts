import { deviceList } from '@/features/catalog/devices/device-list';
import { mergeDevices, sameDevices, type SavedDevice } from '@/features/catalog/devices/devices';
import type { LocalStore } from '@/platform/state/shop-context';
import { MISFIT, isRecord } from '@/platform/state/stored-value';

/*
 * A signed-in customer's devices follow them across browsers (docs/product/devices.md, DEV-5 and
 * DEV-6): on sign-in, or on a page load signed in, the account's list is read and merged with this
 * browser's; from then on every change is sent whole. Loaded only for a signed-in customer. A read
 * that fails leaves both lists as they are and sends nothing, so an account's list is never
 * overwritten by one it was not merged into; the next page load tries again.
 */

const PATH = '/api/session/devices';

async function answeredList(response: Response): Promise<SavedDevice[] | null> {
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  const list = isRecord(body) ? deviceList(body.devices) : MISFIT;
  return list === MISFIT ? null : list;
}

async function send(devices: SavedDevice[]): Promise<void> {
  await fetch(PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ devices }) }).catch(() => undefined);
}

/**
 * Keeps the account's list in step with this browser's until `signal` aborts; resolves once it is
 * watching the changes, or has given up for this page load.
 */
export async function startDeviceSync(local: LocalStore, signal: AbortSignal): Promise<void> {
  const account = await fetch(PATH, { signal }).then(answeredList, () => null);
  if (signal.aborted || account === null) return;
  const merged = mergeDevices(local.getState().devices, account);
  local.getState().setDevices(merged);
  let sent = merged;
  const unsubscribe = local.subscribe((state) => {
    if (sameDevices(state.devices, sent)) return;
    sent = state.devices;
    void send(sent);
  });
  signal.addEventListener('abort', unsubscribe, { once: true });
  if (!sameDevices(merged, account)) await send(merged);
}
