import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { POST as linkLogin } from '@/app/api/session/link-login/route';
import { POST as linkPeek } from '@/app/api/session/link-peek/route';
import { POST as mailLink } from '@/app/api/session/mail-link/route';
import { POST as passwordReset } from '@/app/api/session/password-reset/route';
import { logger } from '@/platform/log/logger';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { accountByEmail } from '@/mocks/data/accounts';
import { mailsTo } from '@/mocks/data/outbox';
import { issueMailLink } from '@/mocks/rules/mail-links';
import { createTestAccount } from '@/mocks/rules/test-accounts';
import { withMockBackend } from '../mock-backend';

withMockBackend();

const origin = storefrontOrigin(STOREFRONTS.da);
let client = 0;

function post(path: string, body: unknown): NextRequest {
  client += 1;
  return new NextRequest(`${origin}${path}?locale=da`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${client}` },
    body: JSON.stringify(body),
  });
}

function loginLinkOfNewAccount(): { token: string; email: string } {
  const { email } = createTestAccount('consumer');
  return { token: issueMailLink(accountByEmail(email)!.id, 'login'), email };
}

describe('an e-mail sign-in link is asked about before it is spent', () => {
  it('the question answers the masked address, sets no cookie and leaves the token usable', async () => {
    const { token, email } = loginLinkOfNewAccount();
    for (let look = 0; look < 2; look += 1) {
      const response = await linkPeek(post('/api/session/link-peek', { token }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ email: `${email[0]}•••@example.com` });
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const signIn = await linkLogin(post('/api/session/link-login', { token }));
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().length).toBe(2);
  });

  it('a spent, unknown or malformed token is 401 invalid_token and logged as a refused link without the token', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { token } = loginLinkOfNewAccount();
    await linkLogin(post('/api/session/link-login', { token }));
    for (const body of [{ token }, { token: 'login-link-made-up' }, { token: '' }, { nothing: true }]) {
      const response = await linkPeek(post('/api/session/link-peek', body));
      expect([response.status, await response.json()]).toEqual([401, { error: 'invalid_token' }]);
    }
    const events = warn.mock.calls.map(([fields]) => fields as Record<string, unknown>).filter((fields) => fields.kind === 'link-refused');
    expect(events.map((fields) => fields.rule)).toEqual(['link-peek', 'link-peek', 'link-peek', 'link-peek']);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(token);
    warn.mockRestore();
  });

  it('a spent link at the sign-in itself is logged as a refused link too', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { token } = loginLinkOfNewAccount();
    expect((await linkLogin(post('/api/session/link-login', { token }))).status).toBe(200);
    expect((await linkLogin(post('/api/session/link-login', { token }))).status).toBe(401);
    expect(warn.mock.calls.map(([fields]) => (fields as Record<string, unknown>).rule)).toEqual(['link-login']);
    warn.mockRestore();
  });
});

describe('a spent new-password link', () => {
  it('is refused and logged as a refused link', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const response = await passwordReset(post('/api/session/password-reset', { token: 'reset-link-made-up', new_password: 'Nytt-l0senord' }));
    expect([response.status, await response.json()]).toEqual([401, { error: 'invalid_token' }]);
    expect(warn.mock.calls.map(([fields]) => (fields as Record<string, unknown>).rule)).toEqual(['password-reset']);
    warn.mockRestore();
  });
});

describe('asking for a sign-in or new-password link tells nobody who has an account', () => {
  it("a known and an unknown address get the same status and body; only the account's owner gets a mail", async () => {
    const { email } = createTestAccount('consumer');
    const unknown = `nobody-${email}`;
    for (const kind of ['login', 'reset'] as const) {
      const answers = [];
      for (const address of [email, unknown]) {
        const response = await mailLink(post('/api/session/mail-link', { email: address, kind }));
        answers.push([response.status, await response.json(), response.headers.get('cache-control')]);
      }
      expect(answers[0]).toEqual([202, { ok: true }, 'no-store']);
      expect(answers[1]).toEqual(answers[0]);
    }
    expect(mailsTo(email).map((mail) => mail.kind)).toEqual(['reset-link', 'login-link']);
    expect(mailsTo(unknown)).toEqual([]);
  });

  it('what is no address is refused alike for everyone, before the backend is asked', async () => {
    for (const body of [{ email: 'anna', kind: 'login' }, { email: 'anna@example.com', kind: 'other' }, {}]) {
      const response = await mailLink(post('/api/session/mail-link', body));
      expect([response.status, await response.json()]).toEqual([400, { error: 'invalid_email' }]);
    }
  });

  it('the mailed sign-in link opens the question, not a session', async () => {
    const { email } = createTestAccount('consumer');
    await mailLink(post('/api/session/mail-link', { email, kind: 'login' }));
    const token = mailsTo(email)[0]!.token!;
    const response = await linkPeek(post('/api/session/link-peek', { token }));
    expect([response.status, response.headers.getSetCookie()]).toEqual([200, []]);
  });
});
