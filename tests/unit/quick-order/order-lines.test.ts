import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUICK_ORDER_MAX_LINES, readOrderLines, readQuantity, rowCells } from '@/features/quick-order/order-lines';

const ok = (row: number, sku: string, quantity: number) => ({ row, sku, quantity, problem: null });

describe('readOrderLines', () => {
  it('reads the separators spreadsheets export and buyers type: tab, semicolon, comma and spaces', () => {
    expect(readOrderLines('TDS10001\t2\nTDS10002;3\nTDS10003,4\nTDS10004   5').lines).toEqual([
      ok(1, 'TDS10001', 2),
      ok(2, 'TDS10002', 3),
      ok(3, 'TDS10003', 4),
      ok(4, 'TDS10004', 5),
    ]);
  });

  it('reads thousands as Nordic and Dutch exports write them, and a whole number written as a decimal', () => {
    expect(readOrderLines('TDS10001 1 000\nTDS10002;1.000\nTDS10003;"1,000"\nTDS10004\t1\u00a0000\nTDS10005;2,0\nTDS10006;3 st').lines).toEqual([
      ok(1, 'TDS10001', 1000),
      ok(2, 'TDS10002', 1000),
      ok(3, 'TDS10003', 1000),
      ok(4, 'TDS10004', 1000),
      ok(5, 'TDS10005', 2),
      ok(6, 'TDS10006', 3),
    ]);
  });

  it('skips a header row, a byte order mark, CRLF and blank rows, and counts rows as the buyer sees them', () => {
    expect(readOrderLines('\uFEFFArtikelnummer;Antal\r\n\r\n"TDS10001";"2"\r\ntds10002;1;Skärm iPhone 13\r\n').lines).toEqual([
      ok(3, 'TDS10001', 2),
      ok(4, 'TDS10002', 1),
    ]);
  });

  it('reads a sku alone as one piece', () => {
    expect(readOrderLines('TDS10001').lines).toEqual([ok(1, 'TDS10001', 1)]);
  });

  it('keeps each line it cannot take with the reason', () => {
    expect(readOrderLines('TDS10001;2\n../etc;1\nTDS10002;2,5\nTDS10003;0\nTDS10004;5001\nTDS10005;99999999999999999999').lines).toEqual([
      ok(1, 'TDS10001', 2),
      { row: 2, sku: '../etc', quantity: null, problem: 'bad-sku' },
      { row: 3, sku: 'TDS10002', quantity: null, problem: 'bad-quantity' },
      { row: 4, sku: 'TDS10003', quantity: null, problem: 'bad-quantity' },
      { row: 5, sku: 'TDS10004', quantity: null, problem: 'over-limit' },
      { row: 6, sku: 'TDS10005', quantity: null, problem: 'over-limit' },
    ]);
  });

  it(`reads at most ${QUICK_ORDER_MAX_LINES} lines and counts the rows left out`, () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 7 }, (_, index) => `TDS${10001 + index};1`).join('\n');
    const read = readOrderLines(text);
    expect(read.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(read.leftOut).toBe(7);
  });

  it('never throws, never reads more lines than the cap or the rows, and gives every line a quantity or a reason', () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('TDS10001', '1 000', '"a;b"', '""', '"', '1.000', '2,5', '\uFEFF'));
    const row = fc.array(cell, { maxLength: 4 }).chain((cells) => fc.constantFrom('\t', ';', ',', ' ').map((separator) => cells.join(separator)));
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.array(row, { maxLength: 40 }).chain((rows) => fc.constantFrom('\n', '\r\n', '\r').map((eol) => rows.join(eol))),
    );
    fc.assert(
      fc.property(text, (input) => {
        const { lines, leftOut } = readOrderLines(input);
        expect(lines.length).toBeLessThanOrEqual(Math.min(QUICK_ORDER_MAX_LINES, input.split(/\r\n|\r|\n/).length));
        expect(leftOut).toBeGreaterThanOrEqual(0);
        for (const line of lines) {
          expect(line.quantity === null).toBe(line.problem !== null);
          if (line.problem === null) {
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(5000);
            expect(line.sku).toMatch(/^[A-Z0-9][A-Z0-9._-]{0,39}$/);
          }
        }
      }),
    );
  });

  it('reads back every line it was given, whatever separator a spreadsheet used', () => {
    const sku = fc.stringMatching(/^[A-Z][A-Z0-9]{2,10}$/);
    const line = fc.record({ sku, quantity: fc.integer({ min: 1, max: 5000 }) });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.constantFrom('\t', ';', ',', ' '),
        fc.constantFrom('\n', '\r\n'),
        (lines, separator, eol) => {
          const text = lines.map((each) => `${each.sku}${separator}${each.quantity}`).join(eol);
          expect(readOrderLines(text).lines.map(({ sku, quantity }) => ({ sku, quantity }))).toEqual(lines);
        },
      ),
    );
  });
});

describe('readQuantity', () => {
  it('takes 1 to 5000 and names what it cannot take', () => {
    expect(readQuantity('1')).toEqual({ quantity: 1 });
    expect(readQuantity('5 000')).toEqual({ quantity: 5000 });
    expect(readQuantity('5 001')).toEqual({ problem: 'over-limit' });
    expect(readQuantity('-2')).toEqual({ problem: 'bad-quantity' });
    expect(readQuantity('two')).toEqual({ problem: 'bad-quantity' });
    expect(readQuantity('1e3')).toEqual({ problem: 'bad-quantity' });
  });
});

describe('rowCells', () => {
  it('honours CSV quotes, a doubled quote inside and separators inside quotes', () => {
    expect(rowCells('"TDS10001";"say ""hi""; ok";3')).toEqual(['TDS10001', 'say "hi"; ok', '3']);
  });
});
