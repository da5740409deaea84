'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type RefObject } from 'react';
import { withoutDevice } from '@/features/catalog/devices/devices';
import { deviceChoiceHref, listingOnScreen } from '@/features/catalog/devices/listing-on-screen';
import { useLocalStore, useShop } from '@/platform/state/shop-context';

export interface DeviceMenuProps {
  open: boolean;
  onClose(): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The saved devices, newest first (docs/product/devices.md, DEV-3): choosing one narrows the listing
 * on screen to it through its address, as the phone-model filter does, and remembers it for the
 * next listing; "all models" undoes both. Each device can be removed. Escape or a click outside
 * closes it; Escape gives focus back to the button.
 */
export function DeviceMenu({ open, onClose, buttonRef }: DeviceMenuProps) {
  const t = useTranslations('devices');
  const { local } = useShop();
  const router = useRouter();
  const devices = useLocalStore((state) => state.devices);
  const chosen = useLocalStore((state) => state.categoryPhoneModel);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose, buttonRef]);

  const choose = (slug: string | null) => {
    if (slug === null) local.getState().forgetPhoneModel();
    else local.getState().rememberPhoneModel(slug);
    onClose();
    const href = deviceChoiceHref(listingOnScreen(), slug);
    if (href) router.push(href);
  };

  return (
    <div id="device-menu" className="device-menu" ref={rootRef} hidden={!open}>
      {devices.length === 0 ? (
        <p className="device-menu__empty">{t('none')}</p>
      ) : (
        <ul className="device-menu__list">
          <li>
            <button type="button" className="device-menu__choice" aria-pressed={chosen === null} onClick={() => choose(null)}>
              {t('allModels')}
            </button>
          </li>
          {devices.map((device) => (
            <li key={device.slug} className="device-menu__device">
              <button type="button" className="device-menu__choice" aria-pressed={chosen === device.slug} onClick={() => choose(device.slug)}>
                {device.name}
              </button>
              <button
                type="button"
                className="device-menu__remove"
                aria-label={t('remove', { name: device.name })}
                onClick={() => local.getState().setDevices(withoutDevice(local.getState().devices, device.slug))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
