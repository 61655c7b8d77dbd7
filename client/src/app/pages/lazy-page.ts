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
 * blip, a deployment replacing the files) is tried once more, by `retry` (given the first failure), before the
 * ChunkLoadError naming it is thrown.
 */
export async function loadChunk<T>(
  chunkName: string,
  load: () => Promise<T>,
  retry: (failure: ChunkLoadError) => Promise<T> = load,
  timeoutMs = SCRIPT_CHUNK_TIMEOUT_MS,
): Promise<T> {
  try {
    return await attemptChunk(chunkName, load, timeoutMs);
  } catch (error) {
    if (!(error instanceof ChunkLoadError) || error.type === 'timeout') throw error;
    return attemptChunk(chunkName, () => retry(error), timeoutMs);
  }
}

/**
 * Where to fetch a module again after a failed dynamic import, or null when the browser did not say which module
 * failed. Browsers may keep a failed import of a URL for the life of the page (Chromium 150 does), so the second
 * try asks for the same file under another URL. Chromium and Firefox end their message with the module's URL.
 */
export function retryUrlOf(failure: ChunkLoadError, now = Date.now()): string | null {
  const url = /(https?:\/\/\S+)\s*$/.exec(failure.request)?.[1];
  if (!url) return null;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${now}`;
}

export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the chunk ahead of rendering (and lets tests check that it loads). */
  preload: () => Promise<ComponentType<Props>>;
};

/** The props of a function component; `object` for one that takes none. */
type PropsOf<Component> = Component extends (props: infer Props) => unknown ? (Props extends object ? Props : object) : object;

/** A page in a chunk of its own: the module's import and the name of the export that is the page. */
export function lazyPage<Module, Name extends keyof Module>(chunkName: string, importModule: () => Promise<Module>, exportName: Name): LazyPage<PropsOf<Module[Name]>> {
  type Page = ComponentType<PropsOf<Module[Name]>>;
  const pageOf = (module: Module) => module[exportName] as Page;
  const load = () => importModule().then(pageOf);
  const retry = (failure: ChunkLoadError) => {
    const url = retryUrlOf(failure);
    // The same built chunk under a cache-busting URL, not a module of the source tree.
    // eslint-disable-next-line layers/literal-dynamic-imports
    return url ? (import(/* @vite-ignore */ url) as Promise<Module>).then(pageOf) : load();
  };
  let loaded: Page | null = null;
  const preload = () =>
    loadChunk(chunkName, load, retry).then((component) => {
      loaded = component;
      return component;
    });
  return Object.assign(
    lazy(() => (loaded ? settledModule(loaded) : preload().then((component) => ({ default: component })))),
    { preload },
  );
}

/**
 * A module already loaded, as a thenable that calls back at once: React's `lazy` then renders the page in the same
 * render instead of suspending on a promise that settles a tick later. A suspension shows the fallback, and React
 * holds back the content that replaces a fallback for up to 300 ms, so a preloaded layout and page would each
 * still cost that wait (bench:dashboard, login → workbench). React only subscribes to it (`then(resolve, reject)`).
 */
function settledModule<Component>(component: Component): Promise<{ default: Component }> {
  const module = { default: component };
  const thenable: PromiseLike<typeof module> = {
    then(onFulfilled) {
      onFulfilled?.(module);
      return this as never;
    },
  };
  // `lazy` is typed for a Promise; it only calls `then`
  return thenable as Promise<typeof module>;
}
