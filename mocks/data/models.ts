import type { BrandSlug } from '@/mocks/data/brands';
import { slugify } from '@/mocks/data/localized';

export type DeviceKind = 'phone' | 'tablet';

export interface DeviceModel {
  slug: string;
  name: string;
  brand: BrandSlug;
  kind: DeviceKind;
  year: number;
  display: 'OLED' | 'LCD';
}

type Line = readonly [name: string, year: number, display: 'OLED' | 'LCD'];

const series = (brand: BrandSlug, kind: DeviceKind, lines: readonly Line[]): DeviceModel[] =>
  lines.map(([name, year, display]) => ({ slug: slugify(name), name, brand, kind, year, display }));

const APPLE: readonly Line[] = [
  ['iPhone 8', 2017, 'LCD'],
  ['iPhone 8 Plus', 2017, 'LCD'],
  ['iPhone X', 2017, 'OLED'],
  ['iPhone XR', 2018, 'LCD'],
  ['iPhone XS', 2018, 'OLED'],
  ['iPhone XS Max', 2018, 'OLED'],
  ['iPhone 11', 2019, 'LCD'],
  ['iPhone 11 Pro', 2019, 'OLED'],
  ['iPhone 11 Pro Max', 2019, 'OLED'],
  ['iPhone SE (2020)', 2020, 'LCD'],
  ['iPhone 12 mini', 2020, 'OLED'],
  ['iPhone 12', 2020, 'OLED'],
  ['iPhone 12 Pro', 2020, 'OLED'],
  ['iPhone 12 Pro Max', 2020, 'OLED'],
  ['iPhone 13 mini', 2021, 'OLED'],
  ['iPhone 13', 2021, 'OLED'],
  ['iPhone 13 Pro', 2021, 'OLED'],
  ['iPhone 13 Pro Max', 2021, 'OLED'],
  ['iPhone SE (2022)', 2022, 'LCD'],
  ['iPhone 14', 2022, 'OLED'],
  ['iPhone 14 Plus', 2022, 'OLED'],
  ['iPhone 14 Pro', 2022, 'OLED'],
  ['iPhone 14 Pro Max', 2022, 'OLED'],
  ['iPhone 15', 2023, 'OLED'],
  ['iPhone 15 Plus', 2023, 'OLED'],
  ['iPhone 15 Pro', 2023, 'OLED'],
  ['iPhone 15 Pro Max', 2023, 'OLED'],
  ['iPhone 16', 2024, 'OLED'],
  ['iPhone 16 Plus', 2024, 'OLED'],
  ['iPhone 16 Pro', 2024, 'OLED'],
  ['iPhone 16 Pro Max', 2024, 'OLED'],
];

const SAMSUNG: readonly Line[] = [
  ['Galaxy S10', 2019, 'OLED'],
  ['Galaxy S10+', 2019, 'OLED'],
  ['Galaxy S10e', 2019, 'OLED'],
  ['Galaxy S20', 2020, 'OLED'],
  ['Galaxy S20+', 2020, 'OLED'],
  ['Galaxy S20 Ultra', 2020, 'OLED'],
  ['Galaxy S20 FE', 2020, 'OLED'],
  ['Galaxy S21', 2021, 'OLED'],
  ['Galaxy S21+', 2021, 'OLED'],
  ['Galaxy S21 Ultra', 2021, 'OLED'],
  ['Galaxy S21 FE', 2022, 'OLED'],
  ['Galaxy S22', 2022, 'OLED'],
  ['Galaxy S22+', 2022, 'OLED'],
  ['Galaxy S22 Ultra', 2022, 'OLED'],
  ['Galaxy S23', 2023, 'OLED'],
  ['Galaxy S23+', 2023, 'OLED'],
  ['Galaxy S23 Ultra', 2023, 'OLED'],
  ['Galaxy S23 FE', 2023, 'OLED'],
  ['Galaxy S24', 2024, 'OLED'],
  ['Galaxy S24+', 2024, 'OLED'],
  ['Galaxy S24 Ultra', 2024, 'OLED'],
  ['Galaxy A12', 2020, 'LCD'],
  ['Galaxy A13', 2022, 'LCD'],
  ['Galaxy A14', 2023, 'LCD'],
  ['Galaxy A15', 2024, 'OLED'],
  ['Galaxy A25', 2024, 'OLED'],
  ['Galaxy A32', 2021, 'OLED'],
  ['Galaxy A33', 2022, 'OLED'],
  ['Galaxy A34', 2023, 'OLED'],
  ['Galaxy A35', 2024, 'OLED'],
  ['Galaxy A52', 2021, 'OLED'],
  ['Galaxy A53', 2022, 'OLED'],
  ['Galaxy A54', 2023, 'OLED'],
  ['Galaxy A55', 2024, 'OLED'],
  ['Galaxy Z Flip5', 2023, 'OLED'],
  ['Galaxy Z Fold5', 2023, 'OLED'],
  ['Galaxy Z Flip6', 2024, 'OLED'],
  ['Galaxy Z Fold6', 2024, 'OLED'],
];

const PIXEL: readonly Line[] = [
  ['Pixel 6', 2021, 'OLED'],
  ['Pixel 6 Pro', 2021, 'OLED'],
  ['Pixel 6a', 2022, 'OLED'],
  ['Pixel 7', 2022, 'OLED'],
  ['Pixel 7 Pro', 2022, 'OLED'],
  ['Pixel 7a', 2023, 'OLED'],
  ['Pixel 8', 2023, 'OLED'],
  ['Pixel 8 Pro', 2023, 'OLED'],
  ['Pixel 8a', 2024, 'OLED'],
  ['Pixel 9', 2024, 'OLED'],
  ['Pixel 9 Pro', 2024, 'OLED'],
  ['Pixel 9 Pro XL', 2024, 'OLED'],
];

const HUAWEI: readonly Line[] = [
  ['Huawei P20', 2018, 'LCD'],
  ['Huawei P20 Pro', 2018, 'OLED'],
  ['Huawei P30', 2019, 'OLED'],
  ['Huawei P30 Pro', 2019, 'OLED'],
  ['Huawei P30 Lite', 2019, 'LCD'],
  ['Huawei P40', 2020, 'OLED'],
  ['Huawei P40 Pro', 2020, 'OLED'],
  ['Huawei Mate 20 Pro', 2018, 'OLED'],
  ['Huawei Mate 40 Pro', 2020, 'OLED'],
  ['Huawei P Smart 2019', 2019, 'LCD'],
  ['Huawei P Smart 2021', 2020, 'LCD'],
  ['Huawei Nova 9', 2021, 'OLED'],
];

const MOTOROLA: readonly Line[] = [
  ['Moto G22', 2022, 'LCD'],
  ['Moto G32', 2022, 'LCD'],
  ['Moto G52', 2022, 'OLED'],
  ['Moto G54', 2023, 'LCD'],
  ['Moto G84', 2023, 'OLED'],
  ['Motorola Edge 30', 2022, 'OLED'],
  ['Motorola Edge 40', 2023, 'OLED'],
  ['Motorola Edge 40 Neo', 2023, 'OLED'],
  ['Motorola Edge 50 Pro', 2024, 'OLED'],
  ['Motorola Razr 40', 2023, 'OLED'],
];

const ONEPLUS: readonly Line[] = [
  ['OnePlus 8', 2020, 'OLED'],
  ['OnePlus 8 Pro', 2020, 'OLED'],
  ['OnePlus 8T', 2020, 'OLED'],
  ['OnePlus 9', 2021, 'OLED'],
  ['OnePlus 9 Pro', 2021, 'OLED'],
  ['OnePlus 10 Pro', 2022, 'OLED'],
  ['OnePlus 11', 2023, 'OLED'],
  ['OnePlus 12', 2024, 'OLED'],
  ['OnePlus Nord 2', 2021, 'OLED'],
  ['OnePlus Nord 3', 2023, 'OLED'],
  ['OnePlus Nord CE 3 Lite', 2023, 'LCD'],
];

const SONY: readonly Line[] = [
  ['Xperia 1 IV', 2022, 'OLED'],
  ['Xperia 1 V', 2023, 'OLED'],
  ['Xperia 1 VI', 2024, 'OLED'],
  ['Xperia 5 IV', 2022, 'OLED'],
  ['Xperia 5 V', 2023, 'OLED'],
  ['Xperia 10 IV', 2022, 'OLED'],
  ['Xperia 10 V', 2023, 'OLED'],
  ['Xperia 10 VI', 2024, 'OLED'],
];

const XIAOMI: readonly Line[] = [
  ['Redmi Note 11', 2022, 'OLED'],
  ['Redmi Note 12', 2023, 'OLED'],
  ['Redmi Note 12 Pro', 2023, 'OLED'],
  ['Redmi Note 13', 2024, 'OLED'],
  ['Redmi Note 13 Pro', 2024, 'OLED'],
  ['Xiaomi 12', 2022, 'OLED'],
  ['Xiaomi 13', 2023, 'OLED'],
  ['Xiaomi 13T', 2023, 'OLED'],
  ['Xiaomi 14', 2024, 'OLED'],
  ['Poco F5', 2023, 'OLED'],
  ['Poco X5 Pro', 2023, 'OLED'],
];

const OTHERS: readonly Line[] = [
  ['Nokia G21', 2022, 'LCD'],
  ['Nokia G22', 2023, 'LCD'],
  ['Nokia X30', 2022, 'OLED'],
  ['Oppo A78', 2023, 'OLED'],
  ['Oppo Find X5', 2022, 'OLED'],
  ['Honor 90', 2023, 'OLED'],
  ['Honor Magic5 Pro', 2023, 'OLED'],
  ['Nothing Phone (1)', 2022, 'OLED'],
  ['Nothing Phone (2)', 2023, 'OLED'],
  ['Fairphone 4', 2021, 'LCD'],
  ['Fairphone 5', 2023, 'OLED'],
  ['Realme 11 Pro', 2023, 'OLED'],
];

const TABLETS: readonly DeviceModel[] = [
  ...series('apple', 'tablet', [
    ['iPad 9 (2021)', 2021, 'LCD'],
    ['iPad 10 (2022)', 2022, 'LCD'],
    ['iPad Air 4', 2020, 'LCD'],
    ['iPad Air 5', 2022, 'LCD'],
    ['iPad Pro 11 (2021)', 2021, 'LCD'],
    ['iPad mini 6', 2021, 'LCD'],
  ]),
  ...series('samsung', 'tablet', [
    ['Galaxy Tab S7', 2020, 'LCD'],
    ['Galaxy Tab S8', 2022, 'LCD'],
    ['Galaxy Tab S9', 2023, 'OLED'],
    ['Galaxy Tab A8', 2022, 'LCD'],
    ['Galaxy Tab A9+', 2023, 'LCD'],
  ]),
  ...series('huawei', 'tablet', [['Huawei MatePad 11', 2021, 'LCD']]),
  ...series('xiaomi', 'tablet', [['Xiaomi Pad 6', 2023, 'LCD']]),
];

/** Phone models in menu order of their brands, then tablets. */
export const DEVICE_MODELS: readonly DeviceModel[] = [
  ...series('apple', 'phone', APPLE),
  ...series('google-pixel', 'phone', PIXEL),
  ...series('huawei', 'phone', HUAWEI),
  ...series('motorola', 'phone', MOTOROLA),
  ...series('oneplus', 'phone', ONEPLUS),
  ...series('samsung', 'phone', SAMSUNG),
  ...series('sony', 'phone', SONY),
  ...series('xiaomi', 'phone', XIAOMI),
  ...series('others', 'phone', OTHERS),
  ...TABLETS,
];

/** The newest models sell best: a weight between 0.3 and 1. */
export function modelDemand(model: DeviceModel): number {
  return Math.max(0.3, 1 - (2024 - model.year) * 0.12) * (model.brand === 'apple' || model.brand === 'samsung' ? 1 : 0.7);
}

const BRAND_PREFIX: Partial<Record<BrandSlug, string>> = {
  samsung: 'Samsung',
  'google-pixel': 'Google',
  sony: 'Sony',
  motorola: 'Motorola',
  xiaomi: 'Xiaomi',
};

/** How a shop names the model in a product name: `Samsung Galaxy S23`, `iPhone 13`. */
export function modelProductName(model: DeviceModel): string {
  const prefix = BRAND_PREFIX[model.brand];
  return prefix && !model.name.startsWith(prefix) ? `${prefix} ${model.name}` : model.name;
}
