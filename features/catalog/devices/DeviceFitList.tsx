'use client';

import { useTranslations } from 'next-intl';
import { deviceFits } from '@/features/catalog/devices/devices';
import { useLocalStore } from '@/platform/state/shop-context';

/** Whether this product fits each of the shopper's saved devices (docs/product/devices.md, DEV-4): the list `DeviceFit` loads. */
export function DeviceFitList({ compatible }: { compatible: readonly string[] }) {
  const t = useTranslations('devices');
  const devices = useLocalStore((state) => state.devices);
  return (
    <section className="device-fit" aria-label={t('fitHeading')}>
      <ul className="device-fit__list">
        {deviceFits(devices, compatible).map(({ device, fits }) => (
          <li key={device.slug} className={fits ? 'device-fit__item device-fit__item--fits' : 'device-fit__item'}>
            <span aria-hidden="true">{fits ? '✓' : '✗'}</span> {t(fits ? 'fits' : 'doesNotFit', { name: device.name })}
          </li>
        ))}
      </ul>
    </section>
  );
}
