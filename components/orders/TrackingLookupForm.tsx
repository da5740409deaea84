'use client';

import { useLocale } from 'next-intl';
import { useTransition, type FormEvent, type ReactNode } from 'react';
import { lookUpOrder, openTracking } from '@/app/[locale]/track-order/actions';
import { useRouter } from '@/lib/i18n/navigation';
import type { StorefrontCode } from '@/lib/storefronts';

/**
 * The tracking look-up's form: it posts to a server action until the page has loaded, so it works
 * without JavaScript; after that it asks the action where to go and navigates there itself.
 */
export function TrackingLookupForm({ children }: { children: ReactNode }) {
  const locale = useLocale() as StorefrontCode;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const target = await openTracking(form);
      if ('orderId' in target) router.push({ pathname: '/track-order/[id]', params: { id: target.orderId } });
      else router.push({ pathname: '/track-order', query: target.retry ? { order: target.retry } : {} });
    });
  };
  return (
    <form className="stacked-form" action={lookUpOrder.bind(null, locale)} onSubmit={submit} aria-busy={pending}>
      {children}
    </form>
  );
}
