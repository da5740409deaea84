import { writeFileSync } from 'node:fs';
import { cachingDoc } from '../lib/routes/caching-doc';

writeFileSync(new URL('../docs/caching.md', import.meta.url), cachingDoc());
