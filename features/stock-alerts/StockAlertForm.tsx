'use client';

import { askStockAlert } from '@/features/stock-alerts/ask-actions';
import type { AskState } from '@/features/stock-alerts/alert-rules';
import { useEmailAction, type EmailFormTexts } from '@/platform/forms/use-email-action';
import { useHydrated } from '@/platform/ui/use-hydrated';

const INITIAL: AskState = { kind: 'idle', email: '' };

/**
 * The out-of-stock product's "e-mail me when it is back" (docs/product/stock-alerts.md, STK-1): the
 * texts come from the server as props, so no page carries a message group for it, and only pages of
 * out-of-stock products render it, so only they load it (`StockAlertFormLoader`).
 */
export function StockAlertForm({ productId, texts }: { productId: number; texts: EmailFormTexts<AskState['kind']> }) {
  const { state, formAction, pending, email, setEmail, shown, submit } = useEmailAction<AskState['kind']>(askStockAlert, INITIAL, {
    product: String(productId),
  });
  const done = shown === 'check-inbox' || shown === 'started';
  // Its code comes after the page's (StockAlertFormLoader), so the page's hydration signal does not
  // cover it: the form says when it answers in the page, until then it posts without JavaScript.
  const hydrated = useHydrated();

  return (
    <form action={formAction} onSubmit={submit} noValidate className="stock-alert__form" data-hydrated={hydrated || undefined}>
      {!done && (
        <div className="stock-alert__row">
          <label htmlFor="stock-alert-email">{texts.email}</label>
          <input type="hidden" name="product" value={productId} />
          <input
            id="stock-alert-email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={shown === 'invalid-email' || undefined}
            aria-describedby="stock-alert-answer"
            maxLength={254}
            required
          />
          <button type="submit" className="button" disabled={pending}>
            {pending ? texts.working : texts.submit}
          </button>
        </div>
      )}
      <p id="stock-alert-answer" className="stock-alert__answer" data-kind={shown} aria-live="polite">
        {shown !== 'idle' && texts.messages[shown].replace('{email}', state.email)}
      </p>
    </form>
  );
}
