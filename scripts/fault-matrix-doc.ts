import { writeFileSync } from 'node:fs';
import { faultMatrixDoc } from '../tests/e2e/fault-matrix/doc';

writeFileSync(new URL('../docs/fault-matrix.md', import.meta.url), faultMatrixDoc());
