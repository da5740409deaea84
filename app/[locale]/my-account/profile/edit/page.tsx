import type { Metadata } from 'next';
import '@/app/styles/checkout.css';
import '@/app/styles/self-service.css';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure } from '@/components/account/AccountReadFailure';
import { PageMessages } from '@/components/account/PageMessages';
import { InfoPage } from '@/components/content/InfoPage';
import { ProfileEditForm } from '@/components/profile/ProfileEditForm';
import { readWithToken } from '@/lib/account/account-read';
import { profileFormOf } from '@/lib/account/profile-form';
import { fetchProfile } from '@/lib/api/calls/auth';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { servicePageMetadata } from '@/lib/seo/metadata';
import { accountAccessToken } from '@/lib/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/profile/edit'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.profileEdit'));
}

/** The form's fields and error summary are the checkout's own, so its sheet comes along. */
export default async function Page({ params }: PageProps<'/[locale]/my-account/profile/edit'>) {
  const storefront = await storefrontFromParams(params);
  const read = await readWithToken(await accountAccessToken(), (token) => fetchProfile(storefront.code, token));
  if (read.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="profileEdit" read={read} />;
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return (
    <InfoPage title={t('sections.profileEdit')}>
      <PageMessages locale={storefront.code} page="profile">
        <ProfileEditForm initial={profileFormOf(read.data)} />
      </PageMessages>
    </InfoPage>
  );
}
