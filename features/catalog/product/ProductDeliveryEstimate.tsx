'use client';

import { DeliveryEstimate } from '@/platform/delivery/DeliveryEstimate';
import { usePurchaseSettings } from '@/features/catalog/product/PurchaseSettingsProvider';
import type { StockStatus } from '@/platform/api/types';

/** The product page's delivery estimate, with the day the backend expects to ship it in its status (docs/product/catalog.md, CAT-18). */
export function ProductDeliveryEstimate({ status, estimatedAt }: { status: StockStatus; estimatedAt?: string | null }) {
  const settings = usePurchaseSettings();
  return <DeliveryEstimate status={status} estimatedAt={estimatedAt} shipsOn={settings?.stockStatusDates[status]} />;
}
