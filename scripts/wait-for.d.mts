export function waitForAnswer(url: string, options?: { timeoutMs?: number; what?: string }): Promise<void>;
export function waitForBackend(base: string, timeoutMs?: number): Promise<void>;
