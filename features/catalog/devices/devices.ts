/**
 * The shopper's devices (docs/product/devices.md): the phone models they keep, newest first, so the
 * header can narrow listings to one and a product page can say what it fits.
 */

/** DEV-1: a shopper keeps at most this many devices; saving one more lets the oldest go. */
export const MAX_DEVICES = 10;
/** The longest device name kept: the backend's model names are far shorter. */
export const DEVICE_NAME_MAX = 80;

export interface SavedDevice {
  /** The phone model's slug, as the listings' `phone_model` filter writes it. */
  slug: string;
  name: string;
  /** When it was saved (ms since the epoch): the order of the list, and which side wins a merge. */
  savedAt: number;
}

/** DEV-1: the device saved again or anew goes first; one entry per model, at most MAX_DEVICES. */
export function withDevice(devices: readonly SavedDevice[], device: SavedDevice): SavedDevice[] {
  return [device, ...devices.filter((kept) => kept.slug !== device.slug)].slice(0, MAX_DEVICES);
}

export function withoutDevice(devices: readonly SavedDevice[], slug: string): SavedDevice[] {
  return devices.filter((kept) => kept.slug !== slug);
}

/**
 * DEV-6: on sign-in the devices kept in this browser and the account's become one list: each model
 * once, at the later of its two saves, newest first, at most MAX_DEVICES. On equal times this
 * browser's entry wins and comes first.
 */
export function mergeDevices(stored: readonly SavedDevice[], account: readonly SavedDevice[]): SavedDevice[] {
  const latest = new Map<string, SavedDevice>();
  for (const device of [...stored, ...account]) {
    const kept = latest.get(device.slug);
    if (!kept || device.savedAt > kept.savedAt) latest.set(device.slug, device);
  }
  return [...latest.values()].sort((a, b) => b.savedAt - a.savedAt).slice(0, MAX_DEVICES);
}

/** Whether two lists hold the same devices in the same order: a merge that changed nothing is not sent. */
export function sameDevices(a: readonly SavedDevice[], b: readonly SavedDevice[]): boolean {
  return a.length === b.length && a.every((device, index) => device.slug === b[index]?.slug && device.savedAt === b[index]?.savedAt);
}

export interface DeviceFit {
  device: SavedDevice;
  fits: boolean;
}

/** DEV-4: for each saved device, in the list's order, whether a product made for `compatible` models fits it. */
export function deviceFits(devices: readonly SavedDevice[], compatible: readonly string[]): DeviceFit[] {
  const models = new Set(compatible);
  return devices.map((device) => ({ device, fits: models.has(device.slug) }));
}
