import type { StateCreator } from 'zustand';
import { rememberBreadcrumb, rememberViewed, type BreadcrumbEntry, type HistoryItem } from '@/features/catalog/history/history';

export interface HistorySlice {
  recentlyViewed: HistoryItem[];
  breadcrumbHistory: BreadcrumbEntry[];
  rememberProduct(item: HistoryItem): void;
  rememberPage(entry: BreadcrumbEntry): void;
}

export const createHistorySlice: StateCreator<HistorySlice, [], [], HistorySlice> = (set) => ({
  recentlyViewed: [],
  breadcrumbHistory: [],
  rememberProduct: (item) => set((state) => ({ recentlyViewed: rememberViewed(state.recentlyViewed, item) })),
  rememberPage: (entry) => set((state) => ({ breadcrumbHistory: rememberBreadcrumb(state.breadcrumbHistory, entry) })),
});
