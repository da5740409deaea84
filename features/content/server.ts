export { previewAccess, previewEntry } from '@/features/content/preview/access';
export { PreviewBar } from '@/features/content/PreviewBar';
