// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, type RefObject } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from '@/features/search/SearchField';

interface ComboboxProps {
  input: RefObject<HTMLInputElement | null>;
  listboxId: string;
  takenOverRef: RefObject<boolean>;
  heldSubmit: boolean;
}

const seen = vi.hoisted(() => [] as { value: string | undefined; focused: boolean; heldSubmit: boolean }[]);

vi.mock('@/features/search/SearchCombobox', () => ({
  /** Stands in for the combobox: notes what it found in the field, and takes the form's submit over. */
  SearchCombobox({ input, takenOverRef, heldSubmit }: ComboboxProps) {
    useEffect(() => {
      seen.push({ value: input.current?.value, focused: document.activeElement === input.current, heldSubmit });
      takenOverRef.current = true;
    }, [input, takenOverRef, heldSubmit]);
    return <ul role="listbox" />;
  },
}));

function renderField() {
  render(
    <form role="search">
      <SearchField inputId="site-search" placeholder="Sök" />
    </form>,
  );
  return screen.getByRole<HTMLInputElement>('combobox');
}

describe('the search field before the combobox’s code is here (decision 0070)', () => {
  it('is the plain field until focused, then the combobox takes over the same element with what was typed', async () => {
    seen.length = 0;
    const input = renderField();
    expect(screen.queryByRole('listbox')).toBeNull();
    input.focus();
    fireEvent.input(input, { target: { value: 'iphone' } });
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(await screen.findByRole('listbox')).toBeDefined();
    expect(screen.getByRole('combobox')).toBe(input);
    expect(seen.at(-1)).toEqual({ value: 'iphone', focused: true, heldSubmit: false });
  });

  it('holds back a submit until the combobox is here, which then submits', async () => {
    seen.length = 0;
    const input = renderField();
    const early = fireEvent.submit(input.form!);
    expect(early, 'the submit was held').toBe(false);
    await screen.findByRole('listbox');
    expect(seen.at(-1)?.heldSubmit).toBe(true);
    expect(fireEvent.submit(input.form!), 'from then on the combobox handles it').toBe(true);
  });
});
