// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEmailAction, type EmailAnswer } from '@/platform/forms/use-email-action';

type Kind = 'idle' | 'check-inbox';
const INITIAL: EmailAnswer<Kind> = { kind: 'idle', email: '' };
const submitted = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

describe('an e-mail form sent to a server action (the newsletter, a stock alert)', () => {
  it('answers a mistyped address at once and sends nothing', () => {
    const action = vi.fn(async (_previous: EmailAnswer<Kind>, form: FormData) => ({ kind: 'check-inbox' as const, email: String(form.get('email')) }));
    const { result } = renderHook(() => useEmailAction<Kind>(action, INITIAL));
    act(() => result.current.setEmail('not-an-address'));
    act(() => result.current.submit(submitted()));
    expect(result.current.shown).toBe('invalid-email');
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the address with its fields, keeps it typed, and shows the answer', async () => {
    const action = vi.fn(async (_previous: EmailAnswer<Kind>, form: FormData) => ({ kind: 'check-inbox' as const, email: String(form.get('email')) }));
    const { result } = renderHook(() => useEmailAction<Kind>(action, INITIAL, { product: '42' }));
    act(() => result.current.setEmail('bevakning@example.com'));
    act(() => result.current.submit(submitted()));
    await waitFor(() => expect(result.current.shown).toBe('check-inbox'));
    const form = action.mock.calls[0]![1];
    expect([...form.entries()]).toEqual([
      ['email', 'bevakning@example.com'],
      ['product', '42'],
    ]);
    expect(result.current.email).toBe('bevakning@example.com');
  });
});
