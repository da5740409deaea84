/** The consent feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
