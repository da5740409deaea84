/**
 * The layout sends only CLIENT_MESSAGE_GROUPS to the browser. This walks every client module (a
 * 'use client' file and whatever it imports from the project) and fails when one of them reads a
 * message group that is not sent, which in a shop would show raw keys instead of text.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_GROUPS, clientMessages, PAGE_MESSAGE_GROUPS, pageMessages } from '@/platform/i18n/client-messages';
import { clientModules, sourceOf } from './client-modules';

describe('messages sent to the browser', () => {
  const modules = clientModules();

  it('finds the client modules it guards', () => {
    expect(modules).toContain('features/cart/CartPanel.tsx');
    expect(modules).toContain('features/catalog/ProductCard.tsx');
  });

  it('include every group a client module reads', () => {
    const read = new Map<string, string>();
    for (const file of modules) {
      const text = sourceOf(file);
      expect(text, `${file} reads messages without naming a group`).not.toMatch(/useTranslations\(\s*\)|useMessages\(/);
      for (const [, group] of text.matchAll(/useTranslations\(\s*'([^'.]+)/g)) if (group) read.set(`${file}|${group}`, group);
    }
    const sentTo = (file: string, group: string) =>
      (CLIENT_MESSAGE_GROUPS as readonly string[]).includes(group) ||
      Object.values(PAGE_MESSAGE_GROUPS).some((page) => file.startsWith(page.folder) && (page.groups as readonly string[]).includes(group));
    const missing = [...read].filter(([key, group]) => !sentTo(key.split('|')[0] ?? '', group)).map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('send a page its own groups, and no other page', () => {
    const messages = { cart: { title: 'Varukorg' }, checkoutForm: { place: 'Slutför köp' }, seo: { title: 'x' } };
    expect(pageMessages(messages, 'checkout')).toEqual({ cart: { title: 'Varukorg' }, checkoutForm: { place: 'Slutför köp' } });
    expect(clientMessages(messages)).not.toHaveProperty('checkoutForm');
  });

  it('keep only those groups', () => {
    expect(clientMessages({ cart: { title: 'Varukorg' }, seo: { title: 'x' }, footer: 'y' })).toEqual({ cart: { title: 'Varukorg' } });
  });
});
