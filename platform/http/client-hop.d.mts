export type ParsedAddress = { kind: 'v4'; bytes: number[] } | { kind: 'v6'; groups: number[] };
export function parseAddress(text: string): ParsedAddress | null;
export function clientHop(forwardedFor: string | undefined, socketAddress: string | undefined, trustedHops: number): string;
export function trustedHops(env: Record<string, string | undefined>): number;
