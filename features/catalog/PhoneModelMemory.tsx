'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { phoneModelHref } from '@/features/catalog/listing/listing-view';
import { phoneModelToApply } from '@/features/catalog/phone-model/phone-model-memory';

/**
 * Remembers the phone model a category listing shows, and opens a listing that shows none narrowed
 * to the remembered model when it offers it (features/catalog/phone-model/phone-model-memory.ts). In the browser only: the
 * listing is one cached page for everyone. The address is replaced, so Back does not land on the
 * unfiltered listing only to be narrowed again.
 */
export function PhoneModelMemory({ current, offered, basePath }: { current?: string; offered: string[]; basePath: string }) {
  const { local, hydration } = useShop();
  const router = useRouter();

  useEffect(() => {
    if (current !== undefined) {
      local.getState().rememberPhoneModel(current);
      return;
    }
    let active = true;
    void hydration.whenHydrated().then(() => {
      if (!active) return;
      const model = phoneModelToApply(local.getState().categoryPhoneModel, current, offered);
      if (model) router.replace(phoneModelHref(basePath, model));
    });
    return () => {
      active = false;
    };
  }, [local, hydration, router, current, offered, basePath]);

  return null;
}
