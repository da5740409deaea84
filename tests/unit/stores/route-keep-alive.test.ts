/**
 * The tab's page memory of the route keep-alive: what a page was when left is what back brings; live
 * values of other pages never leak into it.
 */
import { describe, expect, it } from 'vitest';
import { createPageMemory } from '@/platform/keep-alive/keep-alive-store';

describe('page memory', () => {
  it('keeps the left page with its last scroll and states, and hands them out to that page only until the next turn', () => {
    const memory = createPageMemory();
    expect(memory.settle('/kategori/apple')).toEqual({ traversed: false, restored: null });
    memory.noteScroll('/kategori/apple', 300);
    memory.noteScroll('/kategori/apple', 1400);
    memory.noteState('/kategori/apple', 'phone-model-picker', true);
    expect(memory.settle('/produkt/a')).toEqual({ traversed: false, restored: null });
    memory.noteScroll('/produkt/a', 0);
    expect(memory.restoring('/produkt/a', 'phone-model-picker')).toBeUndefined();

    // Back: ready when the popstate comes, before the router renders the page.
    memory.traverse('/kategori/apple');
    expect(memory.restoring('/kategori/apple', 'phone-model-picker')).toBe(true);
    const restored = { route: '/kategori/apple', scrollY: 1400, states: { 'phone-model-picker': true } };
    expect(memory.settle('/kategori/apple')).toEqual({ traversed: true, restored });
    expect(memory.restoring('/kategori/apple', 'phone-model-picker')).toBe(true);
    expect(memory.kept().map((page) => page.route)).toEqual(['/produkt/a']);

    // A link from there starts the next page afresh, even while the restored one is still on screen.
    expect(memory.restoring('/kategori/apple?page=2', 'phone-model-picker')).toBeUndefined();
    memory.settle('/kategori/apple?page=2');
    expect(memory.restoring('/kategori/apple', 'phone-model-picker')).toBeUndefined();
  });

  it('starts a page the shopper left unscrolled and untouched at the top with no states', () => {
    const memory = createPageMemory();
    memory.settle('/a');
    memory.settle('/b');
    memory.traverse('/a');
    expect(memory.settle('/a')).toEqual({ traversed: true, restored: { route: '/a', scrollY: 0, states: {} } });
  });

  it('forgets the live values of a page once it is left, so a later visit starts clean', () => {
    const memory = createPageMemory();
    memory.settle('/a');
    memory.noteState('/a', 'picker', true);
    memory.settle('/b');
    memory.settle('/a');
    memory.settle('/c');
    expect(memory.kept().find((page) => page.route === '/a')?.states).toEqual({});
  });

  it('takes back or forward to a page the router never shows (a hash on the same page) as no page turn', () => {
    const memory = createPageMemory();
    memory.settle('/a');
    memory.traverse('/a');
    memory.settle('/b');
    memory.traverse('/a');
    expect(memory.settle('/a').traversed).toBe(true);
    memory.traverse('/b');
    expect(memory.settle('/c')).toEqual({ traversed: false, restored: null });
  });
});
