/** The shell feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { ChunkReloadGuard, reloadForChunkError } from '@/features/shell/ChunkReloadGuard';
export { sendErrorReport } from '@/features/shell/ErrorReporter';
export { FullPageModalLock } from '@/features/shell/FullPageModalLock';
export { HydrationSignal } from '@/features/shell/HydrationSignal';
export { LoadingBar } from '@/features/shell/LoadingBar';
export { isPerRequestPage, isResourcePath, routePattern, shopperPathname } from '@/features/shell/request-path';
export { cachedViewPathname } from '@/features/shell/routes/view-rewrite';
export { ScrollManager } from '@/features/shell/ScrollManager';
export { ShopProviders } from '@/features/shell/ShopProviders';
