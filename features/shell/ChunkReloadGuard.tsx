'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadForChunkError } from '@/features/shell/chunk-reload';

function readLastReload(): string | null {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberReload(now: number) {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold; better no reload than a reload loop.
    return false;
  }
  return true;
}

/**
 * docs/product/errors.md, ERR-3: a chunk that fails to load (usually after a deployment removed it)
 * reloads the page in full, at most once per 60 s. Whether the reload happened.
 */
export function reloadForChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false;
  const now = Date.now();
  if (!shouldReloadForChunkError(readLastReload(), now) || !rememberReload(now)) return false;
  window.location.reload();
  return true;
}

/**
 * Chunk failures outside rendering: a dynamic import's rejection, a script's error event. Failures
 * while rendering (a lazy component) reach the error boundaries instead, which call
 * reloadForChunkError themselves (app/[locale]/error.tsx, app/global-error.tsx).
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadForChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
