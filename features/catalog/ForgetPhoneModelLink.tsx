'use client';

import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useShop } from '@/platform/state/shop-context';

/**
 * A link to the listing without a phone model that also forgets the remembered model: a shopper who
 * clears the filter gets every model, here and on the next category.
 */
export function ForgetPhoneModelLink({ href, className, current, children }: { href: string; className?: string; current?: boolean; children: ReactNode }) {
  const { local } = useShop();
  return (
    <NextLink href={href} className={className} aria-current={current ? 'true' : undefined} onClick={() => local.getState().forgetPhoneModel()}>
      {children}
    </NextLink>
  );
}
