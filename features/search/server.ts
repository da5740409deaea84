/** The search feature's face for server code only: server components, route parts and reads (decision 0031). */
export { SearchResults, searchMetadata } from '@/features/search/SearchResults';
