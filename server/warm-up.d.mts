export const WARM_UP_PATHS: readonly string[];
export function warmUp(origin: string): Promise<string[]>;
export function ownOrigin(hostname: string | undefined, port: number): string;
