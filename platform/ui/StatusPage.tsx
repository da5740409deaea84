import type { ReactNode } from 'react';
import { Link } from '@/platform/i18n/navigation';

/**
 * A page that is an answer rather than content (404, 401): its status code for the eye (the heading
 * says it for everyone), why, and the way back to the home page.
 */
export function StatusPage({ code, title, backHome, children }: { code: number; title: string; backHome: string; children: ReactNode }) {
  return (
    <section className="status-page">
      <p className="status-page__code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      {children}
      <Link href="/" className="button">
        {backHome}
      </Link>
    </section>
  );
}
