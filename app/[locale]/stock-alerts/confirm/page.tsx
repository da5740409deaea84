import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { AlertLinkPage, alertLinkMetadata } from '@/features/stock-alerts/server';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/stock-alerts/confirm'>): Promise<Metadata> {
  return alertLinkMetadata(await storefrontFromParams(params), 'confirm');
}

export default async function ConfirmStockAlert({ params }: PageProps<'/[locale]/stock-alerts/confirm'>) {
  return <AlertLinkPage storefront={await storefrontFromParams(params)} deed="confirm" />;
}
