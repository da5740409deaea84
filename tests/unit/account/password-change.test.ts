import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '@/platform/api/result';
import { PASSWORD_CHANGE_STATUS, passwordChangeError } from '@/features/account/password-change';

const http = (status: number): ApiFailure => ({ kind: 'http', status });

describe('a refused new password, as the page is told', () => {
  it.each([
    [http(400), 'link', 'weak_password'],
    [http(400), 'session', 'weak_password'],
    [http(422), 'session', 'weak_password'],
    [http(401), 'link', 'invalid_token'],
    [http(401), 'session', 'signed_out'],
    [http(403), 'session', 'wrong_password'],
    [http(403), 'link', 'invalid_token'],
    [http(404), 'link', 'invalid_token'],
    [http(404), 'session', 'unavailable'],
    [http(500), 'link', 'unavailable'],
    [http(503), 'session', 'unavailable'],
    [{ kind: 'timeout', afterMs: 8000 }, 'session', 'unavailable'],
    [{ kind: 'network', message: 'refused' }, 'link', 'unavailable'],
    [{ kind: 'validation', message: 'not json' }, 'link', 'unavailable'],
  ] as const)('%j via %s -> %s', (failure, via, error) => {
    expect(passwordChangeError(failure, via)).toBe(error);
  });

  it('answers each with the status the page reads it by', () => {
    expect(PASSWORD_CHANGE_STATUS).toEqual({ weak_password: 400, invalid_token: 401, signed_out: 401, wrong_password: 403, unavailable: 503 });
  });
});
