/** Where the mock backend listens and how it names itself in absolute URLs (images). */
const DEFAULT_MOCK_PORT = 4010;

export function mockPort(): number {
  const configured = Number.parseInt(process.env.MOCK_PORT ?? '', 10);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MOCK_PORT;
}

/** Origin of image URLs: MOCK_PUBLIC_ORIGIN, else the mock server itself. */
export function publicOrigin(): string {
  return (process.env.MOCK_PUBLIC_ORIGIN || `http://127.0.0.1:${mockPort()}`).replace(/\/+$/, '');
}
