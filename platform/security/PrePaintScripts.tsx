import { prePaintScripts } from '@/platform/security/inline-script-hashes';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The storefront's pre-paint scripts for the root layout's `<head>`. They are keyed by their place:
 * a key travels in every page's flight data beside the element, so the script's own text as its key
 * would send each script a second time (decision 0071).
 */
export function PrePaintScripts({ storefront }: { storefront: Storefront }) {
  return prePaintScripts(storefront).map((script, place) => <script key={place} dangerouslySetInnerHTML={{ __html: script }} />);
}
