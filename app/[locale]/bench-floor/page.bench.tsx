import type { Metadata } from 'next';
import { benchTranslator } from '@/features/bench';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';

/**
 * The floor route of `npm run bench`: a page with no data of its own, under the same proxy and root
 * layout as every page, so that what the shop's pages cost beyond it is what the shop adds. Only the
 * bench's build has it (features/bench/bench-build.ts), so Next's generated route types do not name it.
 */
interface FloorProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: FloorProps): Promise<Metadata> {
  const t = benchTranslator((await storefrontFromParams(params)).code, 'benchFloor');
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function BenchFloorPage({ params }: FloorProps) {
  const t = benchTranslator((await storefrontFromParams(params)).code, 'benchFloor');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </>
  );
}
