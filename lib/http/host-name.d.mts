export function normalHost(host: string | null | undefined): string | null;
