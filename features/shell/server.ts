export { SiteFooter } from '@/features/shell/SiteFooter';
export { SiteHeader } from '@/features/shell/SiteHeader';
export { StoreMessage } from '@/features/shell/StoreMessage';
