/*
 * Checks for a value read back from Web Storage, written as plain functions so a returning visit
 * reads its stored state before the first render without loading zod (decision 0055). Each check
 * answers the value it accepts, or MISFIT; the readers compose them the way their zod schemas did
 * (tests/unit/stores/stored-state-oracle.ts holds those schemas, and a property test holds the two
 * to the same answers).
 */

/** What a check answers for a value that does not fit. */
export const MISFIT: unique symbol = Symbol('misfit');
export type Check<T> = (value: unknown) => T | typeof MISFIT;
type Checked<C> = C extends Check<infer T> ? T : never;

/** An object that is not an array: what JSON calls an object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(maxLength = Number.POSITIVE_INFINITY): Check<string> {
  return (value) => (typeof value === 'string' && value.length <= maxLength ? value : MISFIT);
}

/** Matching a rule of its own, such as a slug's pattern. */
export function textWhere(rule: (value: string) => boolean): Check<string> {
  return (value) => (typeof value === 'string' && rule(value) ? value : MISFIT);
}

/** A finite number; JSON has no other. */
export const num: Check<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : MISFIT);

/** A whole number a double holds exactly, as zod's `int()`. */
export const int: Check<number> = (value) => (Number.isSafeInteger(value) ? (value as number) : MISFIT);

export function intAtLeast(min: number): Check<number> {
  return (value) => (Number.isSafeInteger(value) && (value as number) >= min ? (value as number) : MISFIT);
}

export const bool: Check<boolean> = (value) => (typeof value === 'boolean' ? value : MISFIT);

export function oneOf<const T extends string>(values: readonly T[]): Check<T> {
  return (value) => (values.includes(value as T) ? (value as T) : MISFIT);
}

/** Any of several kinds, the first that fits. */
export function either<C extends Check<unknown>[]>(...checks: C): Check<Checked<C[number]>> {
  return (value) => {
    for (const check of checks) {
      const checked = check(value);
      if (checked !== MISFIT) return checked as Checked<C[number]>;
    }
    return MISFIT;
  };
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? null : check(value));
}

/** A part that may be damaged: it reads as `fallback` instead of failing what holds it. */
export function orElse<T>(check: Check<T>, fallback: T): (value: unknown) => T {
  return (value) => {
    const checked = check(value);
    return checked === MISFIT ? fallback : checked;
  };
}

/** Every entry fits, and there are at most `maxLength` of them. */
export function listOf<T>(check: Check<T>, maxLength = Number.POSITIVE_INFINITY): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length > maxLength) return MISFIT;
    const list: T[] = [];
    for (const entry of value) {
      const checked = check(entry);
      if (checked === MISFIT) return MISFIT;
      list.push(checked);
    }
    return list;
  };
}

/** An object whose every value fits, under any keys. */
export function recordOf<T>(check: Check<T>): Check<Record<string, T>> {
  return (value) => {
    if (!isRecord(value)) return MISFIT;
    const record: Record<string, T> = {};
    for (const [key, entry] of Object.entries(value)) {
      const checked = check(entry);
      if (checked === MISFIT) return MISFIT;
      // `__proto__` would name the copy's prototype: it is left out, as zod leaves it out.
      if (key !== '__proto__') record[key] = checked;
    }
    return record;
  };
}

type Shape = Record<string, Check<unknown>>;
type Shaped<R extends Shape, O extends Shape> = { [K in keyof R]: Checked<R[K]> } & { [K in keyof O]?: Checked<O[K]> };

/**
 * An object with these keys: every `required` one fits (checks made with `orElse` always do), every
 * `optional` one is left out or fits. Other keys are dropped.
 */
export function shaped<R extends Shape, O extends Shape = Record<never, Check<unknown>>>(required: R, optional?: O): Check<Shaped<R, O>> {
  return (value) => {
    if (!isRecord(value)) return MISFIT;
    const shape: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(required)) {
      const checked = check(Object.hasOwn(value, key) ? value[key] : undefined);
      if (checked === MISFIT) return MISFIT;
      shape[key] = checked;
    }
    for (const [key, check] of Object.entries(optional ?? {})) {
      if (!Object.hasOwn(value, key)) continue;
      const checked = check(value[key]);
      if (checked === MISFIT) return MISFIT;
      shape[key] = checked;
    }
    return shape as Shaped<R, O>;
  };
}
