import { CALL_ROWS, CELLS, FAULT_NAMES, SERVER_TIMEOUT_MS, SLOW_DELAY_MS, TIMEOUT_DELAY_MS } from './cells';

const cellText = (text: string) => text.replaceAll('|', '\\|');

/** docs/fault-matrix.md, written from the cells table so the two cannot drift apart. */
export function faultMatrixDoc(): string {
  const browser = CELLS.filter((cell) => cell.side === 'browser').length;
  const held = CELLS.filter((cell) => !cell.heldBy.startsWith('none')).length;
  const pending = CELLS.filter((cell) => cell.pending);
  const lines = [
    '# The fault matrix',
    '',
    '<!-- Generated from tests/e2e/fault-matrix/cells.ts by `npx tsx scripts/fault-matrix-doc.ts`; tests/unit/fault-matrix.test.ts fails when they disagree. -->',
    '',
    `Every backend call the shop makes x {${FAULT_NAMES.join(', ')}}: ${CALL_ROWS.length} calls x ${FAULT_NAMES.length} faults = ${CELLS.length} cells, ` +
      `${browser} browser-side and ${CELLS.length - browser} server-side; ${held} held by a test of tests/e2e/fault-matrix/, ` +
      `${pending.length} of them marked as expected to fail until another part of issue 9 lands.`,
    '',
    `Faults (mocks/faults.ts): 500 = status 500 with a JSON error; timeout = an answer after ${TIMEOUT_DELAY_MS} ms, past the shop's 8 s time-out (the tests' server gives up after ${SERVER_TIMEOUT_MS} ms, BACKEND_TIMEOUT_MS); ` +
      `malformed = status 200 with a body that is not JSON; empty = status 200 with no body; slow = an answer after ${SLOW_DELAY_MS} ms, which must still give the normal result.`,
    '',
    'Browser-side calls are faulted for one browser context only (scenario cookie); server-side reads by a path or query no other test asks for, a few times. ' +
      'Every test also holds that the browser raises no uncaught error, and cart-touching tests that the cart never loses a line.',
    '',
    '| call | fault | side | page or action | expected result | test |',
    '|---|---|---|---|---|---|',
    ...CELLS.map((cell) =>
      [cell.call, cell.fault, cell.side, cell.usedBy, cell.pending ? `${cell.expected} (expected to fail until: ${cell.pending})` : cell.expected, cell.heldBy]
        .map(cellText)
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
    '',
  ];
  return lines.join('\n');
}
