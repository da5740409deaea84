import { KEPT_ACCOUNTS } from '@/mocks/data/accounts';
import { BoundedMap } from '@/mocks/data/bounded-map';
import type { AccountDevicesBody } from '@/mocks/views/wire';

type Devices = AccountDevicesBody['devices'];

/** Each account's devices as last saved (proposed, docs/product/devices.md, DEV-5); every account starts with none. */
const kept = new BoundedMap<number, Devices>(KEPT_ACCOUNTS);

export function accountDevices(accountId: number): Devices {
  return kept.get(accountId) ?? [];
}

export function replaceAccountDevices(accountId: number, devices: Devices): Devices {
  kept.set(accountId, devices);
  return devices;
}
