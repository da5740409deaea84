import type { BackendObserver } from './backend-watch';

export const backendObserver: BackendObserver;
export function installBackendObserver(): void;
