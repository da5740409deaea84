import { useTranslations } from 'next-intl';
import { AccountGate } from '@/components/account/AccountGate';
import { InfoPage } from '@/components/content/InfoPage';
import { Link } from '@/lib/i18n/navigation';

export type AccountSection = 'overview' | 'orders' | 'profile' | 'profileEdit' | 'returns' | 'subscriptions' | 'orderReturn';

/**
 * What an anonymous visitor sees in the account area: which section this is and the way in.
 * Login redirects go to `/?login` (SPEC.md section 2), which opens the login dialog.
 */
export function AccountSignIn({ section }: { section: AccountSection }) {
  const t = useTranslations('account');
  return (
    <InfoPage title={t(`sections.${section}`)}>
      <AccountGate>
        <p className="lead">{t('signInLead')}</p>
      </AccountGate>
      <p>
        {t('orderLookupHint')} <Link href="/my-order">{t('orderLookupLink')}</Link>
      </p>
    </InfoPage>
  );
}
