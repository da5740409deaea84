import type { StateCreator } from 'zustand';

/** The recommendation provider's id for this browser, from its tracking registration. */
export interface RecommendationSlice {
  recommendationTrackingId: string | null;
  setRecommendationTrackingId(id: string): void;
}

export const createRecommendationSlice: StateCreator<RecommendationSlice, [], [], RecommendationSlice> = (set) => ({
  recommendationTrackingId: null,
  setRecommendationTrackingId: (id) => set({ recommendationTrackingId: id }),
});
