'use client';

import { useActionState, useEffect, useRef, type ReactNode } from 'react';

type Idle = { kind: 'idle' };

/**
 * The one button behind an e-mail link's page (confirm a sign-up, unsubscribe): the link's GET only
 * shows the page, the POST to a server action does the deed, so a mail scanner that opens links
 * changes nothing. The answer takes the focus, so a screen reader says it at once.
 */
export function LinkActionForm<State extends { kind: string }>({
  action,
  fields,
  done,
  problem,
  button,
  working,
}: {
  action: (previous: State | Idle, form: FormData) => Promise<State | Idle>;
  fields: Record<string, string>;
  /** What a finished deed says, or null while it is not finished. */
  done: (state: State) => ReactNode | null;
  problem: (state: State) => ReactNode;
  button: string;
  working: string;
}) {
  const [state, formAction, pending] = useActionState<State | Idle, FormData>(action, { kind: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind !== 'idle') resultRef.current?.focus();
  }, [state]);
  const answer = isIdle(state) ? null : state;
  const finished = answer && done(answer);
  if (finished) {
    return (
      <div ref={resultRef} role="status" tabIndex={-1} className="alert alert--success">
        <p>{finished}</p>
      </div>
    );
  }
  return (
    <form action={formAction} className="unsubscribe-form">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {answer && (
        <div ref={resultRef} role="alert" tabIndex={-1} className="alert alert--danger">
          {problem(answer)}
        </div>
      )}
      <button type="submit" className="button button--large" disabled={pending}>
        {pending ? working : button}
      </button>
    </form>
  );
}

function isIdle<State extends { kind: string }>(state: State | Idle): state is Idle {
  return state.kind === 'idle';
}
