/**
 * Two servers compared in paired rounds, in the order A B, B A, A B, ... (ABBA): each pair runs back
 * to back, so whatever else the shared machine does weighs on both alike, and neither server is
 * always the one that meets a CPU its twin has just heated (docs/operating.md, OPS-49).
 */
export type Side = 'on' | 'off';

/** One round's load on one server. */
export interface RoundFigures {
  requests: number;
  seconds: number;
}

/** Which server goes first in each pair: on, off, then off, on, and so on; an even count, so each leads as often. */
export function abbaOrder(pairs: number): [Side, Side][] {
  if (!Number.isInteger(pairs) || pairs < 2 || pairs % 2 !== 0) {
    throw new Error(`ABBA needs an even number of pairs, at least 2, not ${pairs}.`);
  }
  return Array.from({ length: pairs }, (_, pair) => (pair % 2 === 0 ? ['on', 'off'] : ['off', 'on']));
}

/** One fresh pair of servers: which of the two is started first, and the pairs of rounds measured on it. */
export interface PairStart {
  firstStarted: Side;
  order: [Side, Side][];
}

/**
 * `pairs` ABBA pairs shared over fresh pairs of servers, one quartet (on off, off on) on each, the
 * first-started server alternating: two processes of one build differ by themselves, by as much
 * as a third in one run's A/A control (decision 0069), so one pair of processes is one sample
 * however many rounds it serves (docs/operating.md, OPS-75).
 */
export function pairStarts(pairs: number): PairStart[] {
  const order = abbaOrder(pairs);
  return Array.from({ length: pairs / 2 }, (_, start) => ({
    firstStarted: start % 2 === 0 ? 'on' : 'off',
    order: order.slice(2 * start, 2 * start + 2),
  }));
}

/** The upper median of an odd count is the middle; of an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface PairedComparison {
  /** on's req/s over off's in each pair, in the order they ran. */
  pairRatios: number[];
  /** The verdict's figure: one disturbed pair moves it no more than any other. */
  medianRatio: number;
  /** All of on's requests per second over all of off's. */
  totalsRatio: number;
  /** The lowest and the highest pair ratio: how far the machine moved the figure. */
  spread: [number, number];
}

const perSecond = (round: RoundFigures) => round.requests / round.seconds;

/** `on` and `off` hold the rounds of the same pairs, in order. */
export function comparePairs(on: readonly RoundFigures[], off: readonly RoundFigures[]): PairedComparison {
  if (on.length === 0 || on.length !== off.length) throw new Error(`paired rounds must match one to one, not ${on.length} and ${off.length}`);
  const pairRatios = on.map((round, pair) => perSecond(round) / perSecond(off[pair] as RoundFigures));
  const total = (rounds: readonly RoundFigures[]) =>
    rounds.reduce((sum, round) => sum + round.requests, 0) / rounds.reduce((sum, round) => sum + round.seconds, 0);
  return {
    pairRatios,
    medianRatio: median(pairRatios),
    totalsRatio: total(on) / total(off),
    spread: [Math.min(...pairRatios), Math.max(...pairRatios)],
  };
}
