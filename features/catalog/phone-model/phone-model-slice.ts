import type { StateCreator } from 'zustand';

/** The phone model last chosen on a category listing (categoryPhoneModel, features/catalog/phone-model/phone-model-memory.ts). */
export interface PhoneModelSlice {
  categoryPhoneModel: string | null;
  rememberPhoneModel(slug: string): void;
  forgetPhoneModel(): void;
}

export const createPhoneModelSlice: StateCreator<PhoneModelSlice, [], [], PhoneModelSlice> = (set) => ({
  categoryPhoneModel: null,
  rememberPhoneModel: (slug) => set({ categoryPhoneModel: slug }),
  forgetPhoneModel: () => set({ categoryPhoneModel: null }),
});
