export { SearchResults, searchMetadata } from '@/features/search/SearchResults';
