import { createTranslator } from 'next-intl';
import da from '@/bench/messages/da.json';
import fi from '@/bench/messages/fi.json';
import nl from '@/bench/messages/nl.json';
import no from '@/bench/messages/no.json';
import sv from '@/bench/messages/sv.json';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The bench routes' texts: kept out of messages/<locale>.json, which every build bundles, so that
 * only the bench's build carries them. Every storefront has the Swedish file's keys.
 */
export const BENCH_MESSAGES = { sv, no, da, fi, nl } satisfies Record<StorefrontCode, typeof sv>;

export function benchTranslator<Namespace extends keyof typeof sv>(code: StorefrontCode, namespace: Namespace) {
  return createTranslator({ locale: code, messages: BENCH_MESSAGES[code], namespace });
}
