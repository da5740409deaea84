import { useTranslations } from 'next-intl';
import { SignInPrompt } from '@/features/account/SignInPrompt';
import { InfoPage } from '@/features/content';
import { Link } from '@/platform/i18n/navigation';

export type AccountSection = 'overview' | 'orders' | 'profile' | 'profileEdit' | 'returns' | 'subscriptions' | 'stockAlerts' | 'orderReturn' | 'quickOrder';

/**
 * What a visitor without an account session sees in the account area (an order-lookup session
 * included: its token opens its one order and nothing here): which section this is and the way in.
 * Login redirects go to `/?login` (docs/product/account.md, ACC-8), which opens the login dialog.
 */
export function AccountSignIn({ section }: { section: AccountSection }) {
  const t = useTranslations('account');
  return (
    <InfoPage title={t(`sections.${section}`)}>
      <div className="account-sign-in">
        <SignInPrompt>
          <p className="lead">{t('signInLead')}</p>
        </SignInPrompt>
      </div>
      <p>
        {t('orderLookupHint')} <Link href="/my-order">{t('orderLookupLink')}</Link>
      </p>
    </InfoPage>
  );
}
