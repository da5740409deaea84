/** The DOM id of a suggestion option, which the combobox names in `aria-activedescendant`. */
export const optionId = (listboxId: string, key: string) => `${listboxId}-${key}`;
