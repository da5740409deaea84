/** The consent feature's face for server code only: server components, route parts and reads (decision 0031). */
export { CookieAlert } from '@/features/consent/CookieAlert';
