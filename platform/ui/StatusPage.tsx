import Link from 'next/link';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { getPathname } from '@/platform/i18n/navigation';

/**
 * A page that is an answer rather than content (404, 401): its status code for the eye (the heading
 * says it for everyone), why, and the way back to the home page: `next/link` with an href made here,
 * as next-intl's `Link` from a server component would send its client half (decision 0066).
 */
export function StatusPage({ code, title, backHome, children }: { code: number; title: string; backHome: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <section className="status-page">
      <p className="status-page__code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      {children}
      <Link href={getPathname({ locale, href: '/' })} className="button">
        {backHome}
      </Link>
    </section>
  );
}
