/**
 * Plain text for meta descriptions and JSON-LD. Backend descriptions are CMS HTML; search engines
 * show a description as text, so tags go and the common entities are decoded.
 */

/** Google shows about this many characters of a description; longer ones are cut mid-sentence. */
export const META_DESCRIPTION_MAX_LENGTH = 160;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const codePoint = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      // An out-of-range number is left as written rather than throwing on a bad CMS entry.
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The text of an HTML fragment on one line: tags become spaces so that `<p>a</p><p>b</p>` reads "a b". */
export function plainText(html: string): string {
  const withoutTags = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * A description of at most `max` characters, cut at a word boundary with an ellipsis so that a
 * snippet never ends in half a word. Empty input gives an empty string (the caller falls back).
 */
export function metaDescription(html: string, max = META_DESCRIPTION_MAX_LENGTH): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single word longer than the whole room is cut where it must be.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:–-]+$/u, '')}…`;
}
