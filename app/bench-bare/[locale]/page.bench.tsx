import type { Metadata } from 'next';
import { benchTranslator } from '@/features/bench';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';

interface BareProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: BareProps): Promise<Metadata> {
  const t = benchTranslator((await storefrontFromParams(params)).code, 'benchBare');
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function BenchBarePage({ params }: BareProps) {
  const t = benchTranslator((await storefrontFromParams(params)).code, 'benchBare');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      {/* The bench's control interaction: a button that does nothing, so its latency is the browser's and the framework's alone. */}
      <button type="button">{t('button')}</button>
    </main>
  );
}
