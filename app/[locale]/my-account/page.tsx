import { AccountSignIn } from '@/components/account/AccountSignIn';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';

export default async function Page({ params }: PageProps<'/[locale]/my-account'>) {
  await storefrontFromParams(params);
  return <AccountSignIn section="overview" />;
}
