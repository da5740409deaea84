import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The preview page without draft mode: it says why, and shows nothing of any page. */
export default function PreviewRefused() {
  const t = useTranslations('pagePreview');
  const errors = useTranslations('errors');
  return (
    <section className="status-page">
      <p className="status-page__code" aria-hidden="true">
        401
      </p>
      <h1>{t('refusedTitle')}</h1>
      <p>{t('refusedText')}</p>
      <Link href="/" className="button">
        {errors('backHome')}
      </Link>
    </section>
  );
}
