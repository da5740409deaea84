import type { ReactNode } from 'react';

/**
 * The real root layout is app/[locale]/layout.tsx, which owns <html lang>. This one only exists so
 * that app/not-found.tsx can render for requests outside every storefront.
 */
export default function PassThroughLayout({ children }: { children: ReactNode }) {
  return children;
}
