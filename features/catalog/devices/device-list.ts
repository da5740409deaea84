import { isPhoneModelSlug } from '@/features/catalog/listing/listing-view';
import { DEVICE_NAME_MAX, MAX_DEVICES, type SavedDevice } from '@/features/catalog/devices/devices';
import { MISFIT, listOf, shaped, text, textWhere, type Check } from '@/platform/state/stored-value';

/** The last moment of year 9999, in ms since the epoch: a later one has no plain ISO form to send the backend. */
export const LATEST_TIME = 253_402_300_799_999;

/** When a device was saved: a whole number of ms a Date holds, from the epoch on. */
const savedAt: Check<number> = (value) =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= LATEST_TIME ? (value as number) : MISFIT;

/**
 * docs/product/devices.md, DEV-2: a list of devices as the shop writes it, wherever it comes from
 * (td02, the shop's own answer, a request to keep it): model slugs, names of up to DEVICE_NAME_MAX
 * characters, at most MAX_DEVICES. Anything else is no list at all. A plain check, so neither the
 * first render nor the browser's sync loads zod for it (decision 0055).
 */
export const deviceList: Check<SavedDevice[]> = listOf(shaped({ slug: textWhere(isPhoneModelSlug), name: text(DEVICE_NAME_MAX), savedAt }), MAX_DEVICES);
