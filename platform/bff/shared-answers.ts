import { LRUCache } from 'lru-cache';

/** A backend answer as the shop passes it on: kept whole, so it can be answered more than once. */
export interface ForwardedAnswer {
  status: number;
  body: ArrayBuffer;
  headers: [string, string][];
}

/** Distinct calls kept at once: the typeahead's popular prefixes, not every term ever typed. */
const SHARED_ANSWER_LIMIT = 1000;

/**
 * Browser reads whose answer is the same for everyone who asks the same (search, hints, popular
 * products): ten shoppers typing "iph" cost the backend one call, and the ones asking while it is
 * on its way wait for that call instead of sending their own. Only answers that worked are kept, for
 * the call's few seconds; a failure reaches only the shoppers who asked while it was on its way
 * (docs/product/errors.md, ERR-6: the browser swallows it), and the next one asks the backend again.
 */
export function createSharedAnswers(limit = SHARED_ANSWER_LIMIT) {
  const answers = new LRUCache<string, { answer: Promise<ForwardedAnswer>; until: number }>({ max: limit });
  return (key: string, seconds: number, ask: () => Promise<ForwardedAnswer>): Promise<ForwardedAnswer> => {
    const kept = answers.get(key);
    if (kept && kept.until > Date.now()) return kept.answer;
    const answer = ask();
    answers.set(key, { answer, until: Date.now() + seconds * 1000 });
    const forget = () => {
      if (answers.peek(key)?.answer === answer) answers.delete(key);
    };
    answer.then((settled) => settled.status === 200 || forget(), forget);
    return answer;
  };
}
