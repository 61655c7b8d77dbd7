import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadError, SCRIPT_CHUNK_TIMEOUT_MS } from '@/api/errors';

/**
 * React.lazy with the failure reporting of spec 000 §8: a chunk that does not arrive within 120 s is a
 * `timeout`, one that fails to load is `missing`; either way a ChunkLoadError naming the chunk.
 */
export function loadChunk<T>(chunkName: string, load: () => Promise<T>, timeoutMs = SCRIPT_CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkName, 'timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkName, 'missing', error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the chunk ahead of rendering (and lets tests check that it loads). */
  preload: () => Promise<ComponentType<Props>>;
};

export function lazyPage<Props extends object>(chunkName: string, load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  const preload = () => loadChunk(chunkName, load);
  return Object.assign(
    lazy(() => preload().then((component) => ({ default: component }))),
    { preload },
  );
}
