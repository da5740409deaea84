export function normalHost(host: string | null | undefined): string | null;
export function nextHostname(listenHost: string | undefined): string | undefined;
