import sanitizeHtml from 'sanitize-html';

/**
 * CMS HTML (widgets, content pages) comes from the backend and is rendered as markup, so it passes
 * a strict allowlist first: no scripts, styles, event handlers, iframes or javascript: links.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // An http: image on an https page is mixed content, and it tells a network observer what is read.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: linkTarget(attribs) }) },
};

/**
 * A new tab is the only other target a CMS link needs; named targets could steer a window the shop
 * opened elsewhere. A new tab never gets a handle on the shop's window (`window.opener`).
 */
function linkTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { target, ...rest } = attribs;
  return target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest;
}

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}
