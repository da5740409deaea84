/** The content feature's face for server code only: server components, route parts and reads (decision 0031). */
export { previewAccess, previewEntry } from '@/features/content/preview/access';
export { PreviewBar } from '@/features/content/PreviewBar';
