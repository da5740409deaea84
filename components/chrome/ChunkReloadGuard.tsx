'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadForChunkError } from '@/lib/chunk-reload';

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
 * SPEC.md sections 4 and 8: a chunk that fails to load (usually after a deployment removed it)
 * reloads the page in full, at most once per 60 s.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const now = Date.now();
      if (!shouldReloadForChunkError(readLastReload(), now) || !rememberReload(now)) return;
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
