/** The stock alerts' face for server code only: the mail links' page (decision 0031). */
export { AlertLinkPage, alertLinkMetadata } from '@/features/stock-alerts/AlertLinkPage';
