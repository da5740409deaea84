import { deviceList } from '@/features/catalog/devices/device-list';
import type { SavedDevice } from '@/features/catalog/devices/devices';
import { MISFIT } from '@/platform/state/stored-value';

/** A device as the backend keeps it on the account (proposed, docs/product/devices.md, DEV-5). */
export interface AccountDevice {
  slug: string;
  name: string;
  saved_at: string;
}

export function toAccountDevices(devices: readonly SavedDevice[]): AccountDevice[] {
  return devices.map(({ slug, name, savedAt }) => ({ slug, name, saved_at: new Date(savedAt).toISOString() }));
}

/** The account's list as the shop keeps lists (DEV-2); a list the shop could not have written reads as none. */
export function fromAccountDevices(devices: readonly AccountDevice[]): SavedDevice[] {
  const list = deviceList(devices.map(({ slug, name, saved_at }) => ({ slug, name, savedAt: Date.parse(saved_at) })));
  return list === MISFIT ? [] : list;
}
