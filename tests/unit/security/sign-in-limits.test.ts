import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as linkLogin } from '@/app/api/session/link-login/route';
import { POST as login } from '@/app/api/session/login/route';
import { POST as orderLogin } from '@/app/api/session/order-login/route';
import { logger } from '@/platform/log/logger';
import { RATE_RULES } from '@/platform/security/rate-limits';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { ACCOUNTS, DEMO_PASSWORD } from '@/mocks/data/accounts';
import { DEMO_MAIL_LINKS } from '@/mocks/rules/mail-links';
import { withMockBackend } from '../mock-backend';

withMockBackend();
afterEach(() => vi.useRealTimers());

const origin = storefrontOrigin(STOREFRONTS.sv);
const anna = ACCOUNTS[0]!;
const buyer = ACCOUNTS[1]!;
const demoLoginToken = Object.keys(DEMO_MAIL_LINKS).find((token) => DEMO_MAIL_LINKS[token] === 'login')!;

function post(path: string, body: unknown, client: string): NextRequest {
  return new NextRequest(`${origin}${path}?locale=sv`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

const signIn = (email: string, password: string, client: string) => login(post('/api/session/login', { email, password }, client));

/**
 * Each test signs in with an e-mail of its own: the limits live for the whole process. The mocked
 * backend knows only the seeded accounts, so a made-up e-mail fails as a wrong password does.
 */
let made = 0;
const madeUpEmail = () => `guess-${(made += 1)}@example.com`;

describe('failed sign-ins per e-mail', () => {
  it('15 wrong passwords for one e-mail sent at once: at most five reach the backend, the rest wait', async () => {
    const email = madeUpEmail();
    const answers = await Promise.all(Array.from({ length: 15 }, (_, index) => signIn(email, `wrong-${index}`, '198.51.100.10')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(answers.find((answer) => answer.status === 429)!.headers.get('retry-after')).toBe('1');
  });

  it('the guesser waits ever longer; the owner on another address signs in meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(buyer.email, `wrong-${attempt}`, '198.51.100.20')).status).toBe(401);
    const held = await signIn(buyer.email, 'wrong-6', '198.51.100.20');
    expect([held.status, held.headers.get('retry-after')]).toEqual([429, '1']);
    vi.advanceTimersByTime(1000);
    expect((await signIn(buyer.email, 'wrong-7', '198.51.100.20')).status).toBe(401);
    expect((await signIn(buyer.email, 'wrong-8', '198.51.100.20')).headers.get('retry-after')).toBe('2');
    expect((await signIn(buyer.email, DEMO_PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it("a success gives its attempt back: the owner's own sign-ins never add up to a wait", async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await signIn(buyer.email, DEMO_PASSWORD, '198.51.100.30')).status).toBe(200);
  });

  it('many addresses together meet the ceiling per e-mail; the e-mail link still signs the owner in', async () => {
    const email = anna.email.toUpperCase();
    const ceiling = RATE_RULES.signInFailuresPerEmail.limit;
    for (let attempt = 0; attempt < ceiling; attempt += 1) {
      expect((await signIn(email, `wrong-${attempt}`, `203.0.113.${Math.floor(attempt / 5)}`)).status).toBe(401);
    }
    const warn = vi.spyOn(logger, 'warn');
    const owner = await signIn(anna.email, DEMO_PASSWORD, '192.0.2.99');
    expect(owner.status).toBe(429);
    expect(Number(owner.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'security', kind: 'locked-out', rule: 'signInFailuresPerEmail' }),
      'security: locked-out',
    );
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/anna|192\.0\.2\.99/i);

    expect((await linkLogin(post('/api/session/link-login', { token: demoLoginToken }, '192.0.2.99'))).status).toBe(200);
  });
});

describe('failed order look-ups per order number', () => {
  it('sequential order numbers cannot all be held by one guesser: the owner elsewhere is not slowed', async () => {
    const order = 'TD-100237';
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        orderLogin(post('/api/session/order-login', { order_id: order, email: `x${index}@example.com` }, '198.51.100.40')),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    const warn = vi.spyOn(logger, 'warn');
    const again = await orderLogin(post('/api/session/order-login', { order_id: order, email: 'y@example.com' }, '198.51.100.40'));
    expect(again.status).toBe(429);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'rate-limited', rule: 'orderLookupFailuresPerOrderAndClient' }),
      'security: rate-limited',
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain(order);
    expect((await orderLogin(post('/api/session/order-login', { order_id: order, email: 'z@example.com' }, '198.51.100.41'))).status).toBe(401);
  });
});
