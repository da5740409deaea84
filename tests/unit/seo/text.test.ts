import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX_LENGTH, metaDescription, plainText } from '@/features/seo/text';

describe('plainText: CMS HTML as one line of text', () => {
  it.each([
    ['', ''],
    ['Plain words', 'Plain words'],
    ['<p>First.</p><p>Second.</p>', 'First. Second.'],
    ['<p>A<br/>B</p>', 'A B'],
    ['  spaced \n\t out  ', 'spaced out'],
    ['Fish &amp; chips &lt;3 &quot;ok&quot; &#39;x&#39;', 'Fish & chips <3 "ok" \'x\''],
    ['&#x2013; and &#8211;', '– and –'],
    ['a&nbsp;b', 'a b'],
    ['&unknown; stays', '&unknown; stays'],
    ['&#0; and &#x110000; stay', '&#0; and &#x110000; stay'],
    ['<!-- note --><b>Bold</b>', 'Bold'],
    ['&lt;script&gt; is text', '<script> is text'],
  ])('%j -> %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('metaDescription: at most 160 characters, cut at a word', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

  it.each([
    ['short text stays whole', '<p>Short text.</p>', 'Short text.'],
    ['exactly the limit stays whole', 'x'.repeat(META_DESCRIPTION_MAX_LENGTH), 'x'.repeat(META_DESCRIPTION_MAX_LENGTH)],
    ['empty stays empty (the caller falls back)', '<p> </p>', ''],
  ])('%s', (_, html, expected) => {
    expect(metaDescription(html)).toBe(expected);
  });

  it('cuts a long text after the last whole word and adds an ellipsis', () => {
    const description = metaDescription(words(40));
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
    expect(description.endsWith('…')).toBe(true);
    expect(words(40).startsWith(description.slice(0, -1))).toBe(true);
    expect(description.slice(0, -1)).toMatch(/word\d+$/);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(metaDescription('Alpha beta, gamma delta epsilon', 20)).toBe('Alpha beta, gamma…');
    expect(metaDescription('Alpha beta, gamma', 13)).toBe('Alpha beta…');
  });

  it('cuts one endless word where it must', () => {
    expect(metaDescription('y'.repeat(300), 10)).toBe(`${'y'.repeat(9)}…`);
  });
});
