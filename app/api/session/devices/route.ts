import { NextResponse, type NextRequest } from 'next/server';
import { deviceList } from '@/features/catalog';
import { fromAccountDevices, toAccountDevices } from '@/features/catalog/server';
import { fetchAccountDevices, replaceAccountDevices } from '@/platform/api/calls/auth';
import { guardedJson } from '@/platform/http/guarded-json';
import { sessionCookieName } from '@/platform/session/cookies';
import { storefrontOfRequest } from '@/platform/session/request-storefront';
import { failedSessionVerdict } from '@/platform/session/session-verdict';
import { NO_STORE, verdictResponse } from '@/platform/session/verdict-response';
import { MISFIT, isRecord } from '@/platform/state/stored-value';

/*
 * The signed-in customer's devices (docs/product/devices.md, DEV-5), read and replaced with the access
 * cookie, so the list follows them to every browser they sign in on. 401 when signed out, 503 when the
 * backend could not say; the browser keeps its own list either way.
 */

const accessOf = (request: NextRequest) => request.cookies.get(sessionCookieName('accountAccess', request.headers))?.value;

export async function GET(request: NextRequest) {
  const access = accessOf(request);
  if (!access) return verdictResponse('signed_out');
  const result = await fetchAccountDevices(storefrontOfRequest(request), access);
  if (!result.ok) return verdictResponse(failedSessionVerdict(result));
  return NextResponse.json({ devices: fromAccountDevices(result.data.devices) }, { headers: NO_STORE });
}

/** The whole list, as the browser keeps it (DEV-2): a body of any other shape is a 400 and goes nowhere. */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const access = accessOf(request);
  if (!access) return verdictResponse('signed_out');
  const devices = isRecord(json.body) ? deviceList(json.body.devices) : MISFIT;
  if (devices === MISFIT) return NextResponse.json({ error: 'invalid_devices' }, { status: 400, headers: NO_STORE });
  const result = await replaceAccountDevices(storefrontOfRequest(request), access, toAccountDevices(devices));
  if (!result.ok) return verdictResponse(failedSessionVerdict(result));
  return NextResponse.json({ devices: fromAccountDevices(result.data.devices) }, { headers: NO_STORE });
}
