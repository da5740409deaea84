import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stringsSchema } from '@/platform/api/schemas';
import { injectFault } from '@/mocks/faults';
import { BACKEND, parsed, postJson, storeUrl, startMockBackend } from './backend';

startMockBackend();

const stringsUrl = storeUrl('/api/strings', 'sv');

describe('fault injection', () => {
  it('answers an injected status with a JSON error, only as many times as asked', async () => {
    injectFault({ path: '^/api/strings$', status: 503, times: 1 });
    const failed = await fetch(stringsUrl);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ error: 'injected_fault' });
    await parsed(await fetch(stringsUrl), stringsSchema);
  });

  it('sends a body that is not JSON when malformed', async () => {
    injectFault({ path: '/api/strings', malformed: true });
    const response = await fetch(stringsUrl);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('answers 200 with no body at all when empty, as often as asked', async () => {
    injectFault({ path: '^/api/strings$', empty: true, times: 1 });
    const response = await fetch(stringsUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    await parsed(await fetch(stringsUrl), stringsSchema);
    const byHeader = await fetch(stringsUrl, { headers: { 'x-mock-fault': 'empty' } });
    expect(await byHeader.text()).toBe('');
  });

  it('delays and then answers normally', async () => {
    injectFault({ path: '/api/strings', delayMs: 300 });
    const started = performance.now();
    await parsed(await fetch(stringsUrl), stringsSchema);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('singles out one read by its query string when a query pattern is given', async () => {
    injectFault({ path: '^/api/category$', query: 'uri=reservdelar%2Fapple(&|$)', status: 500 });
    expect((await fetch(storeUrl('/api/category', 'sv', { uri: 'reservdelar/samsung' }))).status).toBe(200);
    expect((await fetch(storeUrl('/api/category', 'sv', { uri: 'reservdelar/apple' }))).status).toBe(500);
  });

  it('matches the method when one is given', async () => {
    injectFault({ path: '/api/sync-cart', method: 'POST', status: 500 });
    expect((await fetch(stringsUrl)).status).toBe(200);
    expect((await postJson(storeUrl('/api/sync-cart', 'sv'), { items: [] })).status).toBe(500);
  });

  it('limits a rule with a scenario to requests carrying that scenario cookie', async () => {
    injectFault({ path: '/api/strings', status: 500, scenario: 'cart-offline' });
    expect((await fetch(stringsUrl)).status).toBe(200);
    expect((await fetch(stringsUrl, { headers: { cookie: 'a=1; mock-scenario=other' } })).status).toBe(200);
    expect((await fetch(stringsUrl, { headers: { cookie: 'a=1; mock-scenario=cart-offline' } })).status).toBe(500);
  });

  it('reads the x-mock-fault header, with combined faults', async () => {
    const started = performance.now();
    const response = await fetch(stringsUrl, { headers: { 'x-mock-fault': 'delay=200; status=502' } });
    expect(response.status).toBe(502);
    expect(performance.now() - started).toBeGreaterThanOrEqual(180);
    const malformed = await fetch(stringsUrl, { headers: { 'x-mock-fault': 'malformed' } });
    await expect(malformed.json()).rejects.toThrow();
  });

  it('is driven over HTTP with POST and DELETE /__mock/faults', async () => {
    const created = await postJson(`${BACKEND}/__mock/faults`, { path: '/api/current-deal', status: 500 });
    expect(created.status).toBe(201);
    expect((await fetch(storeUrl('/api/current-deal', 'fi'))).status).toBe(500);
    await fetch(`${BACKEND}/__mock/faults`, { method: 'DELETE' });
    expect((await fetch(storeUrl('/api/current-deal', 'fi'))).status).toBe(200);
    const invalid = await postJson(`${BACKEND}/__mock/faults`, { path: '([', status: 500 });
    expect(invalid.status).toBe(400);
    expect(z.object({ error: z.string() }).parse(await invalid.json()).error).toBe('bad_request');
  });
});
