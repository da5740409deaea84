'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { typedEmail } from '@/platform/forms/email-address';

/** What an e-mail form's server action answers: an outcome, `invalid-email` among them, and the address. */
export interface EmailAnswer<K extends string> {
  kind: K | 'invalid-email';
  email: string;
}

/** An e-mail form's words: its field, its button busy and not, and one message per outcome. */
export interface EmailFormTexts<K extends string> {
  email: string;
  submit: string;
  working: string;
  /** One message per outcome, the shopper's address put in where the text names it. */
  messages: Record<Exclude<K, 'idle'>, string>;
}

/**
 * An e-mail form sent to a server action (the newsletter's sign-up, a back-in-stock alert). A
 * mistyped address is answered at once, without a request, and the typed address stays in the field
 * whatever the answer: the form is sent by hand, because a form action would empty the field
 * afterwards. The action stays the form's own, so the form also posts without JavaScript.
 * `fields` go with the address (a stock alert's product).
 */
export function useEmailAction<K extends string>(
  action: (previous: EmailAnswer<K>, form: FormData) => Promise<EmailAnswer<K>>,
  initial: EmailAnswer<K>,
  fields: Record<string, string> = {},
) {
  const [state, formAction, pending] = useActionState<EmailAnswer<K>, FormData>(action, initial);
  const [email, setEmail] = useState(state.email);
  const [mistyped, setMistyped] = useState(false);
  const shown: EmailAnswer<K>['kind'] = mistyped ? 'invalid-email' : state.kind;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!typedEmail(email)) {
      setMistyped(true);
      return;
    }
    setMistyped(false);
    const form = new FormData();
    form.set('email', email);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    startTransition(() => formAction(form));
  };

  return { state, formAction, pending, email, setEmail, shown, submit };
}
