import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '@/platform/api/result';
import { signupState } from '@/features/newsletter/signup';
import { typedEmail } from '@/platform/forms/email-address';

describe('typedEmail: the address the footer sends, the same in the browser and on the server', () => {
  it.each([
    ['anna@example.se', 'anna@example.se'],
    ['  anna@example.se ', 'anna@example.se'],
    ['anna+nyhetsbrev@exempel.co.uk', 'anna+nyhetsbrev@exempel.co.uk'],
    ['', null],
    ['anna', null],
    ['anna@example', null],
    ['anna @example.se', null],
    ['anna@@example.se', null],
    [`${'a'.repeat(65)}@example.se`, null],
    [`a@${'b'.repeat(250)}.se`, null],
    [['anna@example.se'], null],
    [null, null],
  ])('%j -> %j', (value, email) => {
    expect(typedEmail(value)).toBe(email);
  });
});

describe('signupState: what the shopper is told, with what they typed kept', () => {
  const failed = (error: ApiFailure) => signupState('anna@example.se', { ok: false, error });

  it('asks every accepted address to confirm from its inbox: nothing tells whether it was on the list', () => {
    expect(signupState('anna@example.se', { ok: true, data: { ok: true }, headers: new Headers() })).toEqual({ kind: 'check-inbox', email: 'anna@example.se' });
  });

  it('says the address was refused on a 400, and to try later on anything else', () => {
    expect(failed({ kind: 'http', status: 400, code: 'invalid_email' })).toEqual({ kind: 'invalid-email', email: 'anna@example.se' });
    for (const error of [
      { kind: 'http', status: 500 },
      { kind: 'http', status: 503 },
      { kind: 'http', status: 429 },
      { kind: 'timeout', afterMs: 8000 },
      { kind: 'network', message: 'ECONNREFUSED' },
      { kind: 'validation', message: 'subscribed: expected true' },
    ] as const) {
      expect(failed(error)).toEqual({ kind: 'unavailable', email: 'anna@example.se' });
    }
  });
});
