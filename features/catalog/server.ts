export { BrandListing, brandMetadata } from '@/features/catalog/listing/BrandListing';
export { CategoryListing, categoryMetadata } from '@/features/catalog/listing/CategoryListing';
export { TagListing, tagMetadata } from '@/features/catalog/listing/TagListing';
