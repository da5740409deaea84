import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK, maskedEmail } from '@/features/account/masked-email';

describe('the masked e-mail of a sign-in link', () => {
  it('keeps the first character and the domain', () => {
    expect(maskedEmail('anna.svensson@example.com')).toBe('a•••@example.com');
    expect(maskedEmail('x@shop.example')).toBe('x•••@shop.example');
    expect(maskedEmail('ärla@exempel.se')).toBe('ä•••@exempel.se');
  });

  it('shows only the mask for anything that is not an address', () => {
    expect(maskedEmail('')).toBe(MASK);
    expect(maskedEmail('@example.com')).toBe(MASK);
    expect(maskedEmail('anna@')).toBe(MASK);
    expect(maskedEmail('anna')).toBe(MASK);
  });

  it('never shows more of the local part than its first character, whatever the backend sends', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 2, maxLength: 64 }).filter((s) => !s.includes('@')),
        fc.domain(),
        (local, domain) => {
          const masked = maskedEmail(`${local}@${domain}`);
          expect(masked).toBe(`${Array.from(local)[0]}${MASK}@${domain}`);
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (value) => {
        expect(typeof maskedEmail(value)).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });
});
