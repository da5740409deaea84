import { useTranslations } from 'next-intl';
import { BreadcrumbNav, type Crumb } from '@/features/catalog/BreadcrumbNav';

/** The breadcrumbs of a server-rendered page (docs/product/chrome.md, CHR-10). */
export function Breadcrumbs({ items, variant = 'default' }: { items: Crumb[]; variant?: 'default' | 'deal' }) {
  const t = useTranslations('chrome');
  return <BreadcrumbNav items={items} label={t('breadcrumbs')} variant={variant} />;
}
