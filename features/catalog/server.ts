/** The catalog feature's face for server code only: server components, route parts and reads (decision 0031). */
export { BrandListing, brandMetadata } from '@/features/catalog/listing/BrandListing';
export { CategoryListing, categoryMetadata } from '@/features/catalog/listing/CategoryListing';
export { TagListing, tagMetadata } from '@/features/catalog/listing/TagListing';
export { fromAccountDevices, toAccountDevices } from '@/features/catalog/devices/account-devices';
