export function pinnedMajor(manifest: unknown): number | null;
export function runtimeRefusal(runtime: { running: string; pinned: number | null; execPath: string }): string | null;
