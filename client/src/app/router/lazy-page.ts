import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadError, SCRIPT_CHUNK_TIMEOUT_MS } from '@/api/errors';

/** One attempt: a chunk that does not arrive within 120 s is a `timeout`, one that fails to load is `missing`. */
function attemptChunk<T>(chunkName: string, load: () => Promise<T>, timeoutMs: number): Promise<T> {
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

/**
 * Loads a lazily split chunk with the failure reporting of spec 000 §8. A chunk that fails to load (a network
 * blip, a deployment replacing the files) is tried once more before the ChunkLoadError naming it is thrown.
 */
export async function loadChunk<T>(chunkName: string, load: () => Promise<T>, timeoutMs = SCRIPT_CHUNK_TIMEOUT_MS): Promise<T> {
  try {
    return await attemptChunk(chunkName, load, timeoutMs);
  } catch (error) {
    if (error instanceof ChunkLoadError && error.type === 'timeout') throw error;
    return attemptChunk(chunkName, load, timeoutMs);
  }
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
