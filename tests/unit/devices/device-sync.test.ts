// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDeviceSync } from '@/features/catalog/devices/device-sync';
import { withDevice, withoutDevice, type SavedDevice } from '@/features/catalog/devices/devices';
import { createLocalStore } from '@/features/shell/store/local-store';

const device = (slug: string, savedAt: number) => ({ slug, name: slug.toUpperCase(), savedAt });

type Answer = { status: number; body?: unknown } | 'offline';

/** The shop's /api/session/devices, answering GET with `read` and recording what is sent. */
function sessionDevices(read: Answer) {
  const sent: unknown[] = [];
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { devices: unknown };
      sent.push(body.devices);
      return new Response(JSON.stringify(body), { status: 200 });
    }
    if (read === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(read.body ?? {}), { status: read.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

async function store(devices: ReturnType<typeof device>[]) {
  const local = createLocalStore('sv');
  await local.persist.rehydrate();
  local.getState().setDevices(devices);
  return local;
}

const save = (local: Awaited<ReturnType<typeof store>>, saved: SavedDevice) => local.getState().setDevices(withDevice(local.getState().devices, saved));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('docs/product/devices.md, DEV-5 and DEV-6: a signed-in customer’s devices follow them', () => {
  it('merges the account’s list into this browser’s on sign-in and sends the merge back', async () => {
    const { sent } = sessionDevices({ status: 200, body: { devices: [device('galaxy-s24', 5), device('iphone-13', 1)] } });
    const local = await store([device('iphone-13', 3), device('pixel-8', 2)]);
    await startDeviceSync(local, new AbortController().signal);
    const merged = [device('galaxy-s24', 5), device('iphone-13', 3), device('pixel-8', 2)];
    expect(local.getState().devices).toEqual(merged);
    expect(sent).toEqual([merged]);
  });

  it('sends nothing when the account already holds the merge, then every later change whole', async () => {
    const { sent, fetchMock } = sessionDevices({ status: 200, body: { devices: [device('iphone-13', 3)] } });
    const local = await store([device('iphone-13', 3)]);
    const sync = new AbortController();
    await startDeviceSync(local, sync.signal);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    save(local, device('pixel-8', 4));
    expect(sent).toHaveLength(1);
    expect((sent[0] as { slug: string }[]).map((kept) => kept.slug)).toEqual(['pixel-8', 'iphone-13']);
    sync.abort();
    local.getState().setDevices(withoutDevice(local.getState().devices, 'pixel-8'));
    expect(sent).toHaveLength(1);
  });

  it.each<[string, Answer]>([
    ['signed out', { status: 401, body: { error: 'signed_out' } }],
    ['unavailable', { status: 503, body: { error: 'unavailable' } }],
    ['offline', 'offline'],
    ['an answer the shop could not have written', { status: 200, body: { devices: [{ slug: '../x', name: 'X', savedAt: 1 }] } }],
  ])('keeps this browser’s list and never overwrites the account’s when the read is %s', async (_, read) => {
    const { sent, fetchMock } = sessionDevices(read);
    const local = await store([device('iphone-13', 3)]);
    await startDeviceSync(local, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    save(local, device('pixel-8', 4));
    expect(sent).toEqual([]);
    expect(local.getState().devices.map((kept) => kept.slug)).toEqual(['pixel-8', 'iphone-13']);
  });
});
