/**
 * The backend's translation strings (GET /api/strings, flat dotted keys) are merged over the
 * bundled message files (docs/product/storefronts.md, SF-7): a backend string replaces a message of the
 * same key and adds new ones, but never replaces a whole group of the shop's own texts.
 */
import { describe, expect, it } from 'vitest';
import { mergeBackendStrings, type Messages } from '@/platform/i18n/merge-strings';
import sv from '@/messages/sv.json' with { type: 'json' };

const bundled: Messages = { calendar: { title: 'Julkalender', lead: 'En lucka om dagen' }, cart: { title: 'Varukorg' } };

describe('backend strings over the message files', () => {
  it('replaces a message of the same dotted key and keeps its neighbours', () => {
    const merged = mergeBackendStrings(bundled, { 'calendar.lead': 'Nya erbjudanden varje morgon' });
    expect(merged).toEqual({ calendar: { title: 'Julkalender', lead: 'Nya erbjudanden varje morgon' }, cart: { title: 'Varukorg' } });
  });

  it('adds keys and groups the files do not have', () => {
    const merged = mergeBackendStrings(bundled, { 'backend.warranty': '12 månaders garanti', 'cart.note': 'Fri frakt' });
    expect(merged.backend).toEqual({ warranty: '12 månaders garanti' });
    expect(merged.cart).toEqual({ title: 'Varukorg', note: 'Fri frakt' });
  });

  it('never replaces a group with a string, nor a string with a group', () => {
    const merged = mergeBackendStrings(bundled, { calendar: 'oops', 'cart.title.short': 'Korg' });
    expect(merged).toEqual(bundled);
  });

  it('ignores empty keys and empty key parts', () => {
    expect(mergeBackendStrings(bundled, { '': 'x', '.': 'y', 'cart..title': 'Kundvagn' })).toEqual({ ...bundled, cart: { title: 'Kundvagn' } });
  });

  it('leaves the bundled messages as they were', () => {
    const before = structuredClone(bundled);
    mergeBackendStrings(bundled, { 'calendar.title': 'Adventskalender' });
    expect(bundled).toEqual(before);
  });

  it('merges over the real Swedish file: every message but the overridden one stays', () => {
    const merged = mergeBackendStrings(sv, { 'calendar.lead': 'Ändrad i backend' }) as typeof sv;
    expect(merged.calendar.lead).toBe('Ändrad i backend');
    expect(merged.calendar.title).toBe(sv.calendar.title);
    expect(merged.cart).toEqual(sv.cart);
  });
});
