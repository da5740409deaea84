import type { ReactNode } from 'react';

/**
 * The frame of the shop's service pages (account, order, checkout states). `wide` lets a page of
 * tables (quick order's lines) use the whole width instead of a reading column.
 */
export function InfoPage({ title, lead, wide = false, children }: { title: string; lead?: string; wide?: boolean; children?: ReactNode }) {
  return (
    <section className={wide ? 'info-page info-page--wide' : 'info-page'}>
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </section>
  );
}
