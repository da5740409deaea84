'use client';

import type { ReactNode } from 'react';
import { subscribe } from '@/features/newsletter/signup-actions';
import type { SignupState } from '@/features/newsletter/signup';
import { useEmailAction, type EmailFormTexts } from '@/platform/forms/use-email-action';

const INITIAL: SignupState = { kind: 'idle', email: '' };

/**
 * The footer's sign-up: address, consent text, button, and the answer in place in a live region.
 * A mistyped address is answered at once, without a request. The server action is the form's own
 * action too, so the form posts without JavaScript as well.
 */
export function NewsletterForm({ texts, consent }: { texts: EmailFormTexts<SignupState['kind']>; consent: ReactNode }) {
  const { state, formAction, pending, email, setEmail, shown, submit } = useEmailAction<SignupState['kind']>(subscribe, INITIAL);
  const done = shown === 'check-inbox';

  return (
    <form action={formAction} onSubmit={submit} noValidate className="newsletter-form">
      {!done && (
        <>
          <div className="newsletter-form__row">
            <label htmlFor="newsletter-email" className="visually-hidden">
              {texts.email}
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder={texts.email}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={shown === 'invalid-email' || undefined}
              aria-describedby="newsletter-consent newsletter-answer"
              maxLength={254}
              required
            />
            <button type="submit" className="button" disabled={pending}>
              {pending ? texts.working : texts.submit}
            </button>
          </div>
          <p id="newsletter-consent" className="newsletter-form__consent">
            {consent}
          </p>
        </>
      )}
      <p id="newsletter-answer" className="newsletter-form__answer" data-kind={shown} aria-live="polite">
        {shown !== 'idle' && texts.messages[shown].replace('{email}', state.email)}
      </p>
    </form>
  );
}
