import type { ReactNode } from 'react';

/** The frame of the shop's service pages (account, order, checkout states). */
export function InfoPage({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="info-page">
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </section>
  );
}
