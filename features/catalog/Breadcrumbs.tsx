import { useLocale, useTranslations } from 'next-intl';
import { BreadcrumbNav } from '@/features/catalog/BreadcrumbNav';
import { getPathname } from '@/platform/i18n/navigation';
import type { LinkedCrumb } from '@/features/seo';

/** The breadcrumbs of a server-rendered page (docs/product/chrome.md, CHR-10). */
export function Breadcrumbs({ items, variant = 'default' }: { items: readonly LinkedCrumb[]; variant?: 'default' | 'deal' }) {
  const t = useTranslations('chrome');
  const locale = useLocale();
  const crumbs = items.map((item) => ({ label: item.label, href: getPathname({ locale, href: item.href }) }));
  return <BreadcrumbNav items={crumbs} label={t('breadcrumbs')} variant={variant} />;
}
