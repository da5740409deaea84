import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('errors');
  return (
    <section className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFoundTitle')}</h1>
      <p lang="en">This page could not be found</p>
      <p>{t('notFoundText')}</p>
      <Link href="/" className="button">
        {t('backHome')}
      </Link>
    </section>
  );
}
