import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountSignIn, type AccountSection } from '@/features/account/AccountSignIn';
import { InfoPage } from '@/features/content';
import type { AccountRead } from '@/features/account/account-read';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * What an account page shows when its read did not give data: the way in when signed out, a 404
 * for someone else's record, and a plain message while the backend cannot answer (the visitor
 * stays signed in: a backend outage is no reason to sign anyone out).
 */
export async function AccountReadFailure({
  storefront,
  section,
  read,
}: {
  storefront: Storefront;
  section: AccountSection;
  read: Exclude<AccountRead<unknown>, { kind: 'ok' }>;
}) {
  if (read.kind === 'not-found') notFound();
  if (read.kind === 'signed-out') return <AccountSignIn section={section} />;
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return (
    <InfoPage title={t(`sections.${section}`)}>
      <p role="alert" className="alert alert--warning">
        {t('unavailable')}
      </p>
    </InfoPage>
  );
}
