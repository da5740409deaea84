/**
 * Keyboard and pointer state of the search combobox (WAI-ARIA 1.2 combobox with a listbox popup).
 * Pure: the component dispatches what happened and renders what this returns. DOM focus stays in
 * the input; `active` is the key of the option `aria-activedescendant` points at (null: none). A
 * key rather than an index, so that a new answer never leaves the highlight on a different option.
 */
export interface ComboboxState {
  value: string;
  open: boolean;
  active: string | null;
}

export type ComboboxAction =
  /** The shopper typed: the popup opens and no option is highlighted. */
  | { type: 'input'; value: string }
  | { type: 'focus' }
  /** Arrow down (+1) or up (-1) over the options now shown. Opens a closed popup; wraps at either end. */
  | { type: 'move'; delta: 1 | -1; keys: readonly string[] }
  /** The pointer is over an option. */
  | { type: 'hover'; key: string }
  /** Escape: closes the popup when something shows in it (`shown`), else clears the field. */
  | { type: 'escape'; shown: boolean }
  /** Focus left, or an option or the results page was chosen. */
  | { type: 'close' };

export const initialComboboxState = (value = ''): ComboboxState => ({ value, open: false, active: null });

/** The highlighted option's position among `keys`, or -1 when none is (or it is gone). */
export function activeIndex(state: ComboboxState, keys: readonly string[]): number {
  return state.open && state.active !== null ? keys.indexOf(state.active) : -1;
}

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'input':
      return { value: action.value, open: true, active: null };
    case 'focus':
      return state.open ? state : { ...state, open: true, active: null };
    case 'move': {
      const count = action.keys.length;
      if (count === 0) return state.open ? state : { ...state, open: true };
      const current = activeIndex(state, action.keys);
      const next = current < 0 ? (action.delta > 0 ? 0 : count - 1) : (current + action.delta + count) % count;
      return { ...state, open: true, active: action.keys[next] ?? null };
    }
    case 'hover':
      return state.active === action.key ? state : { ...state, active: action.key };
    case 'escape':
      if (action.shown) return { ...state, open: false, active: null };
      return { value: '', open: false, active: null };
    case 'close':
      return state.open || state.active !== null ? { ...state, open: false, active: null } : state;
  }
}
