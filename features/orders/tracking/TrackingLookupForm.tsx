'use client';

import { useLocale } from 'next-intl';
import { useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { lookUpOrder } from '@/features/orders/tracking/tracking-actions';
import { useRouter } from '@/platform/i18n/navigation';
import { trackingTargetSchema } from '@/features/orders/lookup/order-lookup';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The tracking look-up's form: it posts to a server action until the page has loaded, so it works
 * without JavaScript; after that it hands the details to /api/tracking/lookup and navigates to the
 * page that handler names. `unreachable` is said when that handler cannot be reached.
 */
export function TrackingLookupForm({ unreachable: unreachableText, children }: { unreachable: string; children: ReactNode }) {
  const locale = useLocale() as StorefrontCode;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [unreachable, setUnreachable] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const answer = await fetch('/api/tracking/lookup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order: form.get('order'), email: form.get('email') }),
      })
        .then(async (response) => (response.ok ? trackingTargetSchema.safeParse(await response.json()) : null))
        .catch(() => null);
      setUnreachable(!answer?.success);
      if (!answer?.success) return;
      const target = answer.data;
      if ('orderId' in target) router.push({ pathname: '/track-order/[id]', params: { id: target.orderId } });
      else router.push({ pathname: '/track-order', query: target.retry ? { order: target.retry } : {} });
    });
  };
  return (
    <form className="stacked-form" action={lookUpOrder.bind(null, locale)} onSubmit={submit} aria-busy={pending}>
      {unreachable && (
        <p role="alert" className="alert alert--warning">
          {unreachableText}
        </p>
      )}
      {children}
    </form>
  );
}
