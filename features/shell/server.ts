/** The shell feature's face for server code only: server components, route parts and reads (decision 0031). */
export { SiteFooter } from '@/features/shell/SiteFooter';
export { SiteHeader } from '@/features/shell/SiteHeader';
export { StoreMessage } from '@/features/shell/StoreMessage';
