import { useTranslations } from 'next-intl';
import type { CurrentDeal } from '@/lib/api/types';
import { Link } from '@/lib/i18n/navigation';

/** The current deal as a link to its product (the live banner with countdown is client-side). */
export function DealTeaser({ deal }: { deal: CurrentDeal }) {
  const t = useTranslations('deal');
  return (
    <aside className="deal-teaser" aria-label={t('label')}>
      <Link href={{ pathname: '/product/[slug]', params: { slug: deal.product_slug } }}>
        <strong>{deal.title}</strong> {t('discount', { name: deal.product_name, percent: deal.discount })}
      </Link>
    </aside>
  );
}
