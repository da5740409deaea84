import { sanitizeCmsHtml } from '@/features/content/cms-html';

/** Renders backend HTML after the server-side allowlist. Server component only. */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
