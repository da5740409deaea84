import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { POST as linkLogin } from '@/app/api/session/link-login/route';
import { POST as login } from '@/app/api/session/login/route';
import { POST as resetPassword } from '@/app/api/session/password-reset/route';
import { logger } from '@/platform/log/logger';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { withMockBackend } from '../mock-backend';

withMockBackend();

const origin = storefrontOrigin(STOREFRONTS.da);

function post(path: string, body: unknown, from = origin): NextRequest {
  return new NextRequest(`${origin}${path}?locale=da`, {
    method: 'POST',
    headers: { origin: from, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
    body: JSON.stringify(body),
  });
}

/** The security lines logged while `act` ran, as the operator reads them. */
async function securityLines(act: () => Promise<Response>): Promise<[number, string]> {
  const warn = vi.spyOn(logger, 'warn');
  const response = await act();
  return [response.status, JSON.stringify(warn.mock.calls.filter(([fields]) => (fields as { event?: string }).event === 'security'))];
}

describe('security events an operator sees', () => {
  it('a sign-in from a foreign origin is refused and logged as such, without the e-mail', async () => {
    const [status, lines] = await securityLines(() => login(post('/api/session/login', { email: 'kunde@example.dk', password: 'x' }, 'https://evil.example')));
    expect(status).toBe(403);
    expect(lines).toContain('"kind":"origin-refused"');
    expect(lines).not.toMatch(/kunde|192\.0\.2\.200|evil/);
  });

  it('a spent or made-up sign-in link is logged, without the token', async () => {
    const [status, lines] = await securityLines(() => linkLogin(post('/api/session/link-login', { token: 'login-link-made-up-token' })));
    expect(status).toBe(401);
    expect(lines).toContain('"kind":"link-refused","rule":"link-login"');
    expect(lines).not.toContain('made-up');
  });

  it('a spent or made-up password link is logged, without the token', async () => {
    const [status, lines] = await securityLines(() =>
      resetPassword(post('/api/session/password-reset', { token: 'reset-link-made-up-token', new_password: 'Nyt-kodeord-1' })),
    );
    expect(status).toBe(401);
    expect(lines).toContain('"kind":"link-refused","rule":"password-reset"');
    expect(lines).not.toContain('made-up');
  });
});
