/** The stock alerts feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { ALERT_LINK_PATH, alertLinkCookie } from '@/features/stock-alerts/alert-links';
export { AlertCard } from '@/features/stock-alerts/AlertCard';
export { StockAlertOffer } from '@/features/stock-alerts/StockAlertOffer';
