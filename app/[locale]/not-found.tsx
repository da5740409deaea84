import { useTranslations } from 'next-intl';
import { StatusPage } from '@/platform/ui/StatusPage';

export default function NotFound() {
  const t = useTranslations('errors');
  return (
    <StatusPage code={404} title={t('notFoundTitle')} backHome={t('backHome')}>
      <p lang="en">This page could not be found</p>
      <p>{t('notFoundText')}</p>
    </StatusPage>
  );
}
