/**
 * The bundled UI strings (messages/<locale>.json) must stay in step with the Swedish master file:
 * same keys in every storefront's file, and the same ICU arguments in every message, so that a
 * key added to sv.json, or a placeholder renamed there, fails here instead of in a shop.
 */
import { readFileSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STOREFRONT, STOREFRONT_CODES, type StorefrontCode } from '@/platform/storefronts/storefronts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function load(code: StorefrontCode): Json {
  const file = new URL(`../../messages/${code}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

const MASTER = DEFAULT_STOREFRONT; // sv
const OTHERS = STOREFRONT_CODES.filter((code) => code !== MASTER);
const files = Object.fromEntries(STOREFRONT_CODES.map((code) => [code, load(code)])) as Record<StorefrontCode, Json>;

/** Leaf messages by dotted key path, e.g. `catalog.productCount`. Non-string leaves are kept to be reported. */
function flatten(node: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

const flat = Object.fromEntries(STOREFRONT_CODES.map((code) => [code, flatten(files[code])])) as Record<StorefrontCode, Map<string, Json>>;

interface PluralArgument {
  name: string;
  type: string;
  selectors: string[];
}

interface MessageArguments {
  /** Every argument: `name` for a simple `{name}`, `name, type` for `{name, number}`, `{name, plural, …}` etc. */
  args: string[];
  plurals: PluralArgument[];
}

/**
 * The arguments of an ICU message (the names inside `{…}`, including those nested in plural/select
 * branches) and the selectors of its plural arguments. Follows ICU apostrophe quoting: `''` is a
 * literal apostrophe, `'{…}'` is literal text, any other apostrophe (as in "accu's") is plain text.
 * Throws a SyntaxError on unbalanced braces.
 */
function messageArguments(message: string): MessageArguments {
  const args = new Set<string>();
  const plurals: PluralArgument[] = [];
  let i = 0;

  const skipSpace = () => {
    while (i < message.length && /\s/.test(message[i] ?? '')) i++;
  };
  const readUntil = (stops: string) => {
    const start = i;
    while (i < message.length && !stops.includes(message[i] ?? '')) i++;
    if (i >= message.length) throw new SyntaxError(`unclosed "{" in ${JSON.stringify(message)}`);
    return message.slice(start, i).trim();
  };

  function text(inPlural: boolean, nested: boolean): void {
    while (i < message.length) {
      const char = message[i];
      const next = message[i + 1];
      if (char === "'") {
        if (next === "'") {
          i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          i += 1;
          while (i < message.length) {
            if (message[i] === "'" && message[i + 1] === "'") i += 2;
            else if (message[i] === "'") break;
            else i++;
          }
          i++;
        } else {
          i++;
        }
      } else if (char === '{') {
        i++;
        argument();
      } else if (char === '}') {
        if (nested) return;
        throw new SyntaxError(`unmatched "}" in ${JSON.stringify(message)}`);
      } else if (char === '<') {
        const tag = /<\/?([A-Za-z][\w-]*)>/y;
        tag.lastIndex = i;
        const match = tag.exec(message);
        if (match) {
          args.add(`<${match[1]}>`);
          i += match[0].length;
        } else {
          i++;
        }
      } else {
        i++;
      }
    }
    if (nested) throw new SyntaxError(`unclosed "{" in ${JSON.stringify(message)}`);
  }

  function argument(): void {
    const name = readUntil(',}');
    if (!name) throw new SyntaxError(`empty argument "{}" in ${JSON.stringify(message)}`);
    if (message[i] === '}') {
      args.add(name);
      i++;
      return;
    }
    i++; // ','
    const type = readUntil(',}');
    args.add(`${name}, ${type}`);
    if (message[i] === '}') {
      i++;
      return;
    }
    i++; // ','
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const selectors: string[] = [];
      for (;;) {
        skipSpace();
        if (i >= message.length) throw new SyntaxError(`unclosed "{${name}, ${type}" in ${JSON.stringify(message)}`);
        if (message[i] === '}') {
          i++;
          break;
        }
        // `offset:1 one` (an offset before the first branch): the selector is the last word.
        const key = readUntil('{}').split(/\s+/).pop() ?? '';
        if (message[i] !== '{' || !key) throw new SyntaxError(`bad branch in "{${name}, ${type}" in ${JSON.stringify(message)}`);
        i++;
        selectors.push(key);
        text(type !== 'select', true);
        i++; // '}'
      }
      if (type !== 'select') plurals.push({ name, type, selectors });
    } else {
      // A style such as `{n, number, ::percent}`: skip to the matching brace.
      let depth = 1;
      while (i < message.length && depth > 0) {
        if (message[i] === '{') depth++;
        if (message[i] === '}') depth--;
        i++;
      }
      if (depth > 0) throw new SyntaxError(`unclosed "{${name}, ${type}" in ${JSON.stringify(message)}`);
    }
  }

  text(false, false);
  return { args: [...args].sort(), plurals };
}

/** `messageArguments`, with a syntax error reported against its key instead of thrown. */
function argumentsOf(key: string, message: string, problems: string[]): MessageArguments | undefined {
  try {
    return messageArguments(message);
  } catch (error) {
    problems.push(`${key}: ${(error as Error).message}`);
    return undefined;
  }
}

const show = (args: string[]) => (args.length ? args.map((arg) => `{${arg}}`).join(' ') : '(none)');

describe('messages/*.json', () => {
  it.each(STOREFRONT_CODES)('%s.json: every leaf is a string message', (code) => {
    const bad = [...flat[code]].filter(([, value]) => typeof value !== 'string').map(([key]) => key || '(root)');
    expect(bad, `${code}.json has non-string values at: ${bad.join(', ')}`).toEqual([]);
  });

  it.each(OTHERS)(`%s.json has exactly the keys of ${MASTER}.json`, (code) => {
    const master = flat[MASTER];
    const other = flat[code];
    const missing = [...master.keys()].filter((key) => !other.has(key));
    const extra = [...other.keys()].filter((key) => !master.has(key));
    const report = [
      missing.length ? `missing key(s) present in ${MASTER}.json: ${missing.join(', ')}` : '',
      extra.length ? `key(s) not in ${MASTER}.json: ${extra.join(', ')}` : '',
    ].filter(Boolean);
    expect({ missing, extra }, `${code}.json ${report.join('; ')}`).toEqual({ missing: [], extra: [] });
  });

  it.each(OTHERS)(`%s.json uses the same ICU arguments as ${MASTER}.json, key by key`, (code) => {
    const mismatches: string[] = [];
    for (const [key, master] of flat[MASTER]) {
      const value = flat[code].get(key);
      if (typeof master !== 'string' || typeof value !== 'string') continue; // reported by the tests above
      const expected = argumentsOf(`${MASTER}: ${key}`, master, mismatches)?.args;
      const actual = argumentsOf(`${code}: ${key}`, value, mismatches)?.args;
      if (expected && actual && expected.join('\n') !== actual.join('\n')) {
        mismatches.push(`${key}: ${MASTER} has ${show(expected)}, ${code} has ${show(actual)}`);
      }
    }
    expect(mismatches, `${code}.json placeholders differ from ${MASTER}.json:\n  ${mismatches.join('\n  ')}`).toEqual([]);
  });

  it.each(STOREFRONT_CODES)('%s.json: plural branches use the plural categories of the language', (code) => {
    const categories = new Set<string>(new Intl.PluralRules(code).resolvedOptions().pluralCategories);
    const ordinals = new Set<string>(new Intl.PluralRules(code, { type: 'ordinal' }).resolvedOptions().pluralCategories);
    const problems: string[] = [];
    for (const [key, value] of flat[code]) {
      if (typeof value !== 'string') continue;
      for (const plural of argumentsOf(key, value, problems)?.plurals ?? []) {
        const allowed = plural.type === 'selectordinal' ? ordinals : categories;
        const unknown = plural.selectors.filter((selector) => !/^=\d+$/.test(selector) && !allowed.has(selector));
        if (unknown.length) problems.push(`${key}: {${plural.name}} has ${unknown.join(', ')} (allowed: ${[...allowed].join(', ')}, =N)`);
        if (!plural.selectors.includes('other')) problems.push(`${key}: {${plural.name}} has no "other" branch`);
      }
    }
    expect(problems, `${code}.json plural problems:\n  ${problems.join('\n  ')}`).toEqual([]);
  });

  it.each(STOREFRONT_CODES)('%s.json: every message formats with next-intl', (code) => {
    const errors: string[] = [];
    const t = createTranslator({
      locale: code,
      messages: files[code] as Record<string, never>,
      onError: (error) => errors.push(error.message),
    }) as unknown as (key: string, values?: Record<string, string | number | ((chunks: string[]) => string)>) => string;
    for (const [key, value] of flat[code]) {
      if (typeof value !== 'string') continue;
      const args = argumentsOf(key, value, errors)?.args;
      if (!args) continue;
      for (const count of [0, 1, 2, 5]) {
        const values: Record<string, string | number | ((chunks: string[]) => string)> = {};
        for (const arg of args) {
          // A rich-text tag (<terms>…</terms>) is given what a component would wrap its text in.
          if (arg.startsWith('<')) {
            values[arg.replace(/[</>]/g, '')] = (chunks) => chunks.join('');
            continue;
          }
          const [name = '', type] = arg.split(', ');
          values[name] = type === 'select' ? 'other' : type === undefined ? 'x' : count;
        }
        const formatted = t(key, values);
        if (/[{}]/.test(formatted)) errors.push(`${key}: unformatted braces in "${formatted}"`);
      }
    }
    expect(errors, `${code}.json messages that do not format:\n  ${errors.join('\n  ')}`).toEqual([]);
  });
});
