import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure, ProfileDetails } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { readWithToken } from '@/features/account';
import { fetchProfile } from '@/platform/api/calls/auth';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/profile'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.profile'));
}

/** `?saved=1` is where a saved edit lands: the new values, read back from the backend, and a note. */
export default async function Page({ params, searchParams }: PageProps<'/[locale]/my-account/profile'>) {
  const storefront = await storefrontFromParams(params);
  const read = await readWithToken(await accountAccessToken(), (token) => fetchProfile(storefront.code, token));
  if (read.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="profile" read={read} />;
  const [ta, t, query] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'account' }),
    getTranslations({ locale: storefront.code, namespace: 'profile' }),
    searchParams,
  ]);
  return (
    <InfoPage title={ta('sections.profile')} lead={t('lead')}>
      {query.saved === '1' && (
        <p role="status" className="alert alert--success">
          {t('saved')}
        </p>
      )}
      <ProfileDetails storefront={storefront} profile={read.data} />
    </InfoPage>
  );
}
