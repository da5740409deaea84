export { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
