export function assembleArtifact(folder: string, checkout?: string): Promise<void>;
