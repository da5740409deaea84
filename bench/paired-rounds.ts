/**
 * Two servers compared side by side: both under the same load at the same time, on fresh pairs of
 * processes, so that whatever else the shared machine does weighs on both alike in the same
 * seconds (docs/operating.md, OPS-49, OPS-78).
 */
export type Side = 'on' | 'off';

/** One round's load on one server. */
export interface RoundFigures {
  requests: number;
  seconds: number;
}

/**
 * Which server of each fresh pair is started first: on, off, on, ... Two processes of one build
 * differ by themselves, by as much as a third in one run's A/A control (decision 0069), so each
 * round gets a pair of its own (OPS-75); an even count, so each side is started first as often.
 */
export function pairStarts(rounds: number): Side[] {
  if (!Number.isInteger(rounds) || rounds < 2 || rounds % 2 !== 0) {
    throw new Error(`the pairs need an even number of rounds, at least 2, not ${rounds}.`);
  }
  return Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? 'on' : 'off'));
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
