import { getFormatter, getTranslations } from 'next-intl/server';
import type { OrderStatus } from '@/platform/api/types';
import { orderTimeline, type StepState } from '@/features/orders/timeline';
import type { Storefront } from '@/platform/storefronts/storefronts';

const MARKS: Record<StepState, string> = { done: '✓', current: '●', upcoming: '○' };

/**
 * How far an order has come, as an ordered list of its steps. Each step says in words whether it is
 * done, current or still to come (a mark and hidden text, never colour alone); with the tracking
 * events, the steps reached show when.
 */
export async function OrderTimeline({
  storefront,
  status,
  events = [],
}: {
  storefront: Storefront;
  status: OrderStatus;
  events?: readonly { at: string; status: OrderStatus }[];
}) {
  const locale = storefront.code;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'orders' }), getFormatter({ locale })]);
  return (
    <ol className="order-timeline" aria-label={t('timeline.label')}>
      {orderTimeline(status, events).map((step) => (
        <li
          key={step.status}
          className={`order-timeline__step order-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="order-timeline__mark" aria-hidden="true">
            {MARKS[step.state]}
          </span>
          <span className="order-timeline__name">
            {t(`status.${step.status}`)}
            <span className="visually-hidden">, {t(`timeline.${step.state}`)}</span>
          </span>
          {step.at && (
            <time className="order-timeline__at" dateTime={step.at}>
              {format.dateTime(new Date(step.at), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: storefront.timeZone })}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
