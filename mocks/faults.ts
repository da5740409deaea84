import { z } from 'zod';

/**
 * Fault injection for tests of the error catalogue (docs/product/errors.md): make matching requests fail
 * with a status, arrive late, carry a body that is not JSON, or carry no body at all.
 */
const isRegExpSource = (source: string) => {
  try {
    return new RegExp(source) instanceof RegExp;
  } catch {
    return false;
  }
};

export const faultRuleSchema = z.object({
  /** Regular expression source matched against the request pathname. */
  path: z.string().min(1).refine(isRegExpSource, 'path must be a regular expression source'),
  /**
   * Regular expression source matched against the query string (without `?`): singles out one
   * server-side read, e.g. one category `uri`, where the pathname is shared by every page.
   */
  query: z.string().min(1).refine(isRegExpSource, 'query must be a regular expression source').optional(),
  method: z.string().optional(),
  status: z.number().int().min(100).max(599).optional(),
  delayMs: z.number().int().nonnegative().optional(),
  malformed: z.boolean().optional(),
  /** Status 200 with an empty body (a proxy or backend that gave up mid-answer). */
  empty: z.boolean().optional(),
  /** How many requests the rule affects; unlimited when absent. */
  times: z.number().int().positive().optional(),
  /**
   * Only requests carrying the cookie `mock-scenario=<scenario>`: a browser test sets it on its own
   * context, so tests running side by side never see each other's faults.
   */
  scenario: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;

export interface Fault {
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  empty?: boolean;
}

interface ActiveRule {
  rule: FaultRule;
  pattern: RegExp;
  queryPattern: RegExp | null;
  remaining: number;
}

const FAULT_HEADER = 'x-mock-fault';
export const MALFORMED_BODY = '{"products": [';

const activeRules: ActiveRule[] = [];

export function injectFault(rule: FaultRule): void {
  activeRules.push({
    rule,
    pattern: new RegExp(rule.path),
    queryPattern: rule.query ? new RegExp(rule.query) : null,
    remaining: rule.times ?? Number.POSITIVE_INFINITY,
  });
}

export function clearFaults(): void {
  activeRules.length = 0;
}

/** `status=500;delay=3000;malformed` (or `empty`) -> a fault; anything unreadable is ignored. */
function parseFaultHeader(value: string | null): Fault | null {
  if (!value) return null;
  const fault: Fault = {};
  for (const part of value.split(';')) {
    const [name = '', argument = ''] = part.split('=').map((piece) => piece.trim());
    const number = Number.parseInt(argument, 10);
    if (name === 'status' && number >= 100 && number <= 599) fault.status = number;
    if (name === 'delay' && number >= 0) fault.delayMs = number;
    if (name === 'malformed') fault.malformed = true;
    if (name === 'empty') fault.empty = true;
  }
  return Object.keys(fault).length > 0 ? fault : null;
}

export const SCENARIO_COOKIE = 'mock-scenario';

function scenarioOf(request: Request): string | null {
  const cookies = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${SCENARIO_COOKIE}=([\\w-]+)`).exec(cookies);
  return match?.[1] ?? null;
}

function takeRule(request: Request): Fault | null {
  const { pathname, search } = new URL(request.url);
  const scenario = scenarioOf(request);
  const active = activeRules.find(
    ({ rule, pattern, queryPattern }) =>
      pattern.test(pathname) &&
      (!queryPattern || queryPattern.test(search.slice(1))) &&
      (!rule.method || rule.method.toUpperCase() === request.method) &&
      (rule.scenario === undefined || rule.scenario === scenario),
  );
  if (!active) return null;
  active.remaining -= 1;
  if (active.remaining <= 0) activeRules.splice(activeRules.indexOf(active), 1);
  const { status, delayMs, malformed, empty } = active.rule;
  return { status, delayMs, malformed, empty };
}

/** The fault for this request: its own header first, then the first matching injected rule. */
export function faultFor(request: Request): Fault | null {
  return parseFaultHeader(request.headers.get(FAULT_HEADER)) ?? takeRule(request);
}
