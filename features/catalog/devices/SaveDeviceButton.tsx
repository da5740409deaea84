'use client';

import { useTranslations } from 'next-intl';
import { withDevice } from '@/features/catalog/devices/devices';
import { useLocalStore, useShop } from '@/platform/state/shop-context';

/** Keeps the model a listing is narrowed to among the shopper's devices (docs/product/devices.md, DEV-1). */
export function SaveDeviceButton({ model }: { model: { slug: string; name: string } }) {
  const t = useTranslations('devices');
  const { local } = useShop();
  const saved = useLocalStore((state) => state.devices.some((device) => device.slug === model.slug));
  if (saved) return <span className="model-filter__saved">{t('saved')}</span>;
  return (
    <button
      type="button"
      className="button button--secondary model-filter__save"
      onClick={() => local.getState().setDevices(withDevice(local.getState().devices, { ...model, savedAt: Date.now() }))}
    >
      {t('save')}
    </button>
  );
}
