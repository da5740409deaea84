'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/platform/state/ui-store';

/** What happened to an add-to-cart link or an order bought again: how many lines came in, or why none did. */
export function CartNoticeBanner() {
  const t = useTranslations('cart');
  const notice = useUiStore((state) => state.notice);
  if (!notice) return null;
  if (notice.kind === 'cart-link-invalid') {
    return (
      <p className="alert alert--danger" role="alert">
        {t('linkInvalid')}
      </p>
    );
  }
  return (
    <p className={`alert ${notice.missing > 0 ? 'alert--warning' : 'alert--info'}`} role="status">
      {t(notice.kind === 'cart-link' ? 'linkAdded' : 'orderAdded', { added: notice.added })}
      {notice.missing > 0 && ` ${t('linkMissing', { missing: notice.missing })}`}
    </p>
  );
}
