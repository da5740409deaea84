/**
 * Backend paths with the ids and slugs they carry checked as they are built. `encodeURIComponent`
 * keeps `.` and `..`, and `fetch` resolves them (`/api/checkout/../orders` is `/api/orders`), so an
 * id taken from a URL, a form or a body could otherwise reach another backend path. A value that
 * does not fit makes no path at all, and `request` answers it as the backend would an unknown id.
 */

/**
 * The ids the backend gives out that go into a path: checkout ids (UUIDs), order numbers
 * (`TD-100234`), subscription and return ids (`SUB-100001`, `RT-100001`). Letters, digits, `-` and
 * `_`, first a letter or digit: no dot, slash, percent sign, `?` or `#`.
 */
export const PATH_ID_SOURCE = '[A-Za-z0-9][A-Za-z0-9_-]{0,63}';
/**
 * The same pattern as a literal, not `new RegExp(PATH_ID_SOURCE)`: a constructor call survives tree
 * shaking, and the browser, which never checks ids itself, would carry it on every first load.
 */
export const PATH_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The id as it goes into a path, without surrounding white space, or null when it is none. */
export function pathId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return PATH_ID_PATTERN.test(id) ? id : null;
}

declare const CHECKED: unique symbol;

/** A path only `backendPath` makes, so no call can put an unchecked value into one. */
export type BackendPath = string & { readonly [CHECKED]: true };

/** Slash-separated slug segments, each percent-encoded: catalog and content slugs, which are no ids. */
export interface SlugPath {
  readonly encoded: string;
  toString(): string;
}

const DOT_SEGMENT = /^\.{1,2}$/;

/** A slug or slug path for `backendPath`, or null for an empty segment or a `.` or `..` one. */
export function slugPath(text: string): SlugPath | null {
  const segments = text.split('/');
  if (segments.some((segment) => segment === '' || DOT_SEGMENT.test(segment))) return null;
  const encoded = segments.map(encodeURIComponent).join('/');
  return { encoded, toString: () => encoded };
}

type PathValue = string | number | SlugPath | null;

function part(value: PathValue): string | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value === 'string') return pathId(value);
  return value.encoded;
}

type PathTemplate = (texts: TemplateStringsArray, ...values: PathValue[]) => BackendPath | null;

/**
 * A backend path from a template: each string placed in it must be a path id, each number a whole
 * number from 0, each slug come from `slugPath`. Null when one does not fit.
 */
function checkedPath(texts: TemplateStringsArray, ...values: PathValue[]): BackendPath | null {
  let path = texts[0] ?? '';
  for (const [index, value] of values.entries()) {
    const checked = part(value);
    if (checked === null) return null;
    path += checked + (texts[index + 1] ?? '');
  }
  return path as BackendPath;
}

/**
 * On the server, `checkedPath`. In the browser a path goes to the shop's own `/api`, whose allowlist
 * takes ids of the same pattern only (platform/bff/browser-calls.ts) and builds the backend's path there;
 * the parts are joined as they are, as checking them twice would weigh on every page's first load.
 */
export const backendPath: PathTemplate = typeof window === 'undefined' ? checkedPath : (String.raw as PathTemplate);
