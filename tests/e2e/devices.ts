import type { Page } from '@playwright/test';

export interface Model {
  slug: string;
  name: string;
}

/** Saved devices, newest first, as td02 keeps them, before the first render of a browser that has stored nothing yet. */
export async function withSavedDevices(page: Page, devices: readonly Model[], newest = 1_700_000_000_000) {
  const saved = devices.map((model, n) => ({ ...model, savedAt: newest - n * 1000 }));
  await page.addInitScript((state) => window.localStorage.getItem('td02') ?? window.localStorage.setItem('td02', JSON.stringify({ state, version: 2 })), {
    devices: saved,
  });
}
