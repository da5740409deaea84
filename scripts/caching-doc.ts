import { writeFileSync } from 'node:fs';
import { cachingDoc } from '../features/shell/routes/caching-doc';

writeFileSync(new URL('../docs/caching.md', import.meta.url), cachingDoc());
