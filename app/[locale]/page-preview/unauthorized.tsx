import { useTranslations } from 'next-intl';
import { StatusPage } from '@/platform/ui/StatusPage';

/** The preview page without draft mode: it says why, and shows nothing of any page. */
export default function PreviewRefused() {
  const t = useTranslations('pagePreview');
  const errors = useTranslations('errors');
  return (
    <StatusPage code={401} title={t('refusedTitle')} backHome={errors('backHome')}>
      <p>{t('refusedText')}</p>
    </StatusPage>
  );
}
