import { describe, expect, it } from 'vitest';
import { isSharedSecret } from '@/platform/http/shared-secret';

describe('isSharedSecret', () => {
  it('takes the configured secret and nothing else', () => {
    expect(isSharedSecret('s3cret-ünïcode', 's3cret-ünïcode')).toBe(true);
    for (const given of [null, '', 's3cret', 's3cret-ünïcode ', 'S3CRET-ÜNÏCODE', 's3cret-unicode', `${'x'.repeat(10_000)}`]) {
      expect(isSharedSecret('s3cret-ünïcode', given), String(given).slice(0, 20)).toBe(false);
    }
  });
});
