import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { AlertLinkPage, alertLinkMetadata } from '@/features/stock-alerts/server';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/stock-alerts/unsubscribe'>): Promise<Metadata> {
  return alertLinkMetadata(await storefrontFromParams(params), 'unsubscribe');
}

export default async function UnsubscribeStockAlert({ params }: PageProps<'/[locale]/stock-alerts/unsubscribe'>) {
  return <AlertLinkPage storefront={await storefrontFromParams(params)} deed="unsubscribe" />;
}
