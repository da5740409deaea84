'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { changeSubscriptionAction, type SubscriptionFormState } from '@/features/orders/subscriptions/subscription-actions';
import { nextDelivery, subscriptionIntents, type SubscriptionIntent } from '@/features/orders/subscriptions/subscriptions';
import { SUBSCRIPTION_INTERVALS } from '@/platform/api/vocabulary';
import type { Subscription } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import { formatMoney } from '@/platform/money/money';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

const INITIAL: SubscriptionFormState = { kind: 'idle' };

function submitterOf(event: FormEvent<HTMLFormElement>): HTMLButtonElement | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement ? submitter : null;
}

/**
 * One subscription with its changes: interval, pause or resume, cancel. Each change asks first and
 * is sent only on the customer's yes; the answer is announced. Without JavaScript the question is
 * a round trip to the server action, which sends nothing until the yes.
 */
export function SubscriptionCard({ subscription: initial }: { subscription: Subscription }) {
  const t = useTranslations('subscriptions');
  const format = useFormatter();
  const storefront = STOREFRONTS[useLocale() as StorefrontCode];
  const [state, formAction, pending] = useActionState(changeSubscriptionAction, INITIAL);
  const [asking, setAsking] = useState<{ intent: SubscriptionIntent; interval: string } | null>(null);
  // The latest answer stays shown after a later change fails, until the page is loaded again.
  const [seen, setSeen] = useState({ state, subscription: initial });
  if (seen.state !== state) setSeen({ state, subscription: state.kind === 'changed' ? state.subscription : seen.subscription });
  const subscription = state.kind === 'changed' ? state.subscription : seen.subscription;
  const [chosenInterval, setChosenInterval] = useState<string>(subscription.interval);
  const question = asking ?? (state.kind === 'confirming' ? { intent: state.intent, interval: state.interval } : null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const intents = subscriptionIntents(subscription.status);
  const delivery = nextDelivery(subscription);
  const headingId = `subscription-${subscription.id}`;

  useEffect(() => {
    if (asking) yesRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (state.kind === 'changed' || state.kind === 'failed') statusRef.current?.focus();
  }, [state]);

  const intervalLabel = (value: string) => ((SUBSCRIPTION_INTERVALS as readonly string[]).includes(value) ? t(`intervals.${value}`) : value);

  return (
    <article className="card card--stacked subscription" aria-labelledby={headingId}>
      <div className="card__head">
        <h2 id={headingId} className="card__title">
          {subscription.slug ? <Link href={{ pathname: '/product/[slug]', params: { slug: subscription.slug } }}>{subscription.name}</Link> : subscription.name}
        </h2>
        <span className={`status-badge status-badge--${subscription.status}`}>{t(`status.${subscription.status}`)}</span>
      </div>
      <dl className="facts">
        <div>
          <dt>{t('quantity')}</dt>
          <dd>{t('quantityPrice', { quantity: subscription.quantity, price: formatMoney(subscription.price, storefront) })}</dd>
        </div>
        <div>
          <dt>{t('interval')}</dt>
          <dd>{intervalLabel(subscription.interval)}</dd>
        </div>
        <div>
          <dt>{t('nextDelivery')}</dt>
          <dd>{delivery.kind === 'date' ? format.dateTime(delivery.date, { dateStyle: 'long', timeZone: 'UTC' }) : t(`next.${delivery.kind}`)}</dd>
        </div>
      </dl>
      {intents.length > 0 && !question && (
        <form
          className="subscription__controls"
          action={formAction}
          onSubmit={(event) => {
            event.preventDefault();
            const intent = submitterOf(event)?.value as SubscriptionIntent | undefined;
            if (intent) setAsking({ intent, interval: chosenInterval });
          }}
        >
          <input type="hidden" name="subscription" value={subscription.id} />
          <input type="hidden" name="step" value="ask" />
          <div className="subscription__interval">
            <label htmlFor={`${headingId}-interval`}>{t('intervalLabel')}</label>
            <select id={`${headingId}-interval`} name="interval" value={chosenInterval} onChange={(event) => setChosenInterval(event.target.value)}>
              {SUBSCRIPTION_INTERVALS.map((value) => (
                <option key={value} value={value}>
                  {t(`intervals.${value}`)}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="interval" className="button button--secondary">
              {t('actions.interval')}
            </button>
          </div>
          <div className="subscription__actions">
            {intents.includes('pause') && (
              <button type="submit" name="intent" value="pause" className="button button--secondary">
                {t('actions.pause')}
              </button>
            )}
            {intents.includes('resume') && (
              <button type="submit" name="intent" value="resume" className="button button--secondary">
                {t('actions.resume')}
              </button>
            )}
            <button type="submit" name="intent" value="cancel" className="button button--quiet">
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      )}
      {question && (
        <form
          className="confirm-step"
          action={formAction}
          onSubmit={(event) => {
            event.preventDefault();
            const submitter = submitterOf(event);
            setAsking(null);
            if (submitter?.value === 'back' && state.kind !== 'confirming') return;
            const data = new FormData(event.currentTarget, submitter);
            startTransition(() => formAction(data));
          }}
        >
          <p id={`${headingId}-question`} className="confirm-step__question">
            {t(`confirm.${question.intent}`, { name: subscription.name, interval: intervalLabel(question.interval) })}
          </p>
          <input type="hidden" name="subscription" value={subscription.id} />
          <input type="hidden" name="intent" value={question.intent} />
          <input type="hidden" name="interval" value={question.interval} />
          <div className="confirm-step__buttons">
            <button
              ref={yesRef}
              type="submit"
              name="step"
              value="confirm"
              className={question.intent === 'cancel' ? 'button button--danger' : 'button'}
              disabled={pending}
            >
              {t(`yes.${question.intent}`)}
            </button>
            <button type="submit" name="step" value="back" className="button button--secondary">
              {t('keep')}
            </button>
          </div>
        </form>
      )}
      <p ref={statusRef} role="status" tabIndex={-1} className="subscription__status">
        {state.kind === 'changed' && t(`done.${state.intent}`, { name: subscription.name })}
      </p>
      {state.kind === 'failed' && (
        <p role="alert" className="alert alert--danger">
          {t(`failed.${state.reason}`)}
        </p>
      )}
    </article>
  );
}
