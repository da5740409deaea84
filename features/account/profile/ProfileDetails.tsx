import { getTranslations } from 'next-intl/server';
import { displayMobile } from '@/features/checkout';
import type { Profile } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** The customer's details as the shop keeps them, with the way to change them. */
export async function ProfileDetails({ storefront, profile }: { storefront: Storefront; profile: Profile }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'profile' });
  const rows: [string, string][] = [
    [t('fields.name'), profile.name],
    [t('fields.email'), profile.email],
    [t('fields.mobile'), profile.mobile === null ? t('notGiven') : displayMobile(storefront, profile.mobile)],
    [t('view.address'), profile.address ? `${profile.address.street}, ${profile.address.postal_code} ${profile.address.city}` : t('notGiven')],
    [t('view.newsletter'), profile.newsletter ? t('view.newsletterYes') : t('view.newsletterNo')],
  ];
  return (
    <div className="card card--stacked">
      <dl className="facts facts--rows">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link className="button" href="/my-account/profile/edit">
        {t('edit')}
      </Link>
    </div>
  );
}
