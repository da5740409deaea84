import type { StateCreator } from 'zustand';
import { withDevice, withoutDevice, type SavedDevice } from '@/features/catalog/devices/devices';

/** The shopper's devices, newest first (features/catalog/devices/devices.ts; docs/product/devices.md, DEV-1). */
export interface DevicesSlice {
  devices: SavedDevice[];
  saveDevice(device: { slug: string; name: string }): void;
  removeDevice(slug: string): void;
  /** The whole list at once: the account's, merged on sign-in (DEV-6). */
  replaceDevices(devices: SavedDevice[]): void;
}

export const createDevicesSlice: StateCreator<DevicesSlice, [], [], DevicesSlice> = (set) => ({
  devices: [],
  saveDevice: ({ slug, name }) => set((state) => ({ devices: withDevice(state.devices, { slug, name, savedAt: Date.now() }) })),
  removeDevice: (slug) => set((state) => ({ devices: withoutDevice(state.devices, slug) })),
  replaceDevices: (devices) => set({ devices }),
});
