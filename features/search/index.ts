/** The search feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { SEARCH_VIEW_SEGMENT, isInternalSearchPath, searchViewFromSegments, searchViewSegments } from '@/features/search/results-view';
export { searchTerm } from '@/features/search/search-query';
export { SearchForm } from '@/features/search/SearchForm';
