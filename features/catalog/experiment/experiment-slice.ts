import type { StateCreator } from 'zustand';
import { pickAccessoriesVariant, type AccessoriesVariant } from '@/features/catalog/experiment/experiment';

export interface ExperimentSlice {
  accessories: AccessoriesVariant | null;
  /** The remembered variant, picking one the first time it is asked for. */
  accessoriesVariant(): AccessoriesVariant;
}

export const createExperimentSlice: StateCreator<ExperimentSlice, [], [], ExperimentSlice> = (set, get) => ({
  accessories: null,
  accessoriesVariant: () => {
    const known = get().accessories;
    if (known) return known;
    const picked = pickAccessoriesVariant();
    set({ accessories: picked });
    return picked;
  },
});
