import type { StateCreator } from 'zustand';
import type { SavedDevice } from '@/features/catalog/devices/devices';

/**
 * The shopper's devices, newest first (docs/product/devices.md, DEV-1). Only the list and its setter
 * are in the store, which every page loads; the rules that change the list
 * (features/catalog/devices/devices.ts) load with what calls them: the save button, the header's menu
 * and the account's sync.
 */
export interface DevicesSlice {
  devices: SavedDevice[];
  setDevices(devices: SavedDevice[]): void;
}

export const createDevicesSlice: StateCreator<DevicesSlice, [], [], DevicesSlice> = (set) => ({
  devices: [],
  setDevices: (devices) => set({ devices }),
});
