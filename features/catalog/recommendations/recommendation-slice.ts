import type { StateCreator } from 'zustand';

/**
 * The recommendation provider's id for this browser, from its tracking registration: set only with
 * the shopper's consent to analytics, and cleared when it is withdrawn.
 */
export interface RecommendationSlice {
  recommendationTrackingId: string | null;
  setRecommendationTrackingId(id: string | null): void;
}

export const createRecommendationSlice: StateCreator<RecommendationSlice, [], [], RecommendationSlice> = (set) => ({
  recommendationTrackingId: null,
  setRecommendationTrackingId: (id) => set({ recommendationTrackingId: id }),
});
