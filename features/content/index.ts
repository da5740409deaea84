/** The content feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { campaignDataFromUrl } from '@/features/content/campaign/campaign-data';
export type { CampaignData, CampaignParameter } from '@/features/content/campaign/campaign-data';
export { doorStates } from '@/features/content/christmas-calendar';
export { sanitizeCmsHtml } from '@/features/content/cms-html';
export { CmsHtml } from '@/features/content/CmsHtml';
export { contentSlugPath, isContentSlug } from '@/features/content/content-slug';
export { InfoPage } from '@/features/content/InfoPage';
export { ENTRY_PATH, SECRET_HEADER, SECRET_PARAM, SLUG_PARAM, isPreviewLink } from '@/features/content/preview/link';
export { previewPagePath, publishedPagePath } from '@/features/content/preview/paths';
