export { SEARCH_VIEW_SEGMENT, isInternalSearchPath, searchViewFromSegments, searchViewSegments } from '@/features/search/results-view';
export { searchTerm } from '@/features/search/search-query';
export { SearchForm } from '@/features/search/SearchForm';
