export { CookieAlert } from '@/features/consent/CookieAlert';
