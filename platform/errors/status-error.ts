import { STATUS_DIGEST_PREFIX } from '@/platform/errors/error-status';

/**
 * An error whose status the error page shows (docs/product/errors.md, ERR-2), on the server and,
 * through its digest, in the browser. Thrown on the server only, so the browser's code reads digests
 * (`error-status.ts`) without this class.
 */
export class StatusError extends Error {
  readonly digest: string;

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StatusError';
    this.digest = `${STATUS_DIGEST_PREFIX}${status}`;
  }
}
