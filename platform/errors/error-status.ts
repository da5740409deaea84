/** docs/product/errors.md, ERR-2: the status an error page shows is the error's own, else 500. */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const candidate = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    if (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 400 && candidate <= 599) return candidate;
  }
  return 500;
}
