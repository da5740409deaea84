import type { Metadata } from 'next';
import '@/features/checkout/checkout.css';
import '@/platform/ui/self-service.css';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure, PageMessages } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { ProfileEditForm, readWithToken, profileFormOf } from '@/features/account';
import { fetchProfile } from '@/platform/api/calls/auth';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

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
        <ProfileEditForm initial={profileFormOf(storefront, read.data)} />
      </PageMessages>
    </InfoPage>
  );
}
