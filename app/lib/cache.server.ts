import { randomUUID } from "node:crypto";
import { inTransaction, listenToInstances, notifyInstances } from "./db.server";
import { logger } from "./logger.server";

/**
 * Public data changes only when an admin edits something. Server-side caches of public data
 * (shell data, settings, rendered public pages) register here and are all dropped by
 * `invalidatePublicCaches()`, which every admin write calls. On PostgreSQL the other instances are
 * told too (NOTIFY), so each drops its caches before its next request.
 */
const listeners = new Set<() => void>();
let version = 0;
const CHANNEL = "dabba_public_cache";
const instance = randomUUID();

export function onPublicCacheInvalidate(listener: () => void): void {
  listeners.add(listener);
}

function dropLocalCaches(): void {
  version++;
  for (const listener of listeners) listener();
}

export function invalidatePublicCaches(): void {
  dropLocalCaches();
  notifyInstances(CHANNEL, instance).catch((err) =>
    logger.error({ err }, "telling the other instances to drop their caches failed"),
  );
}

// Another instance's write (or, before listening began or after a lost connection, possibly missed
// ones): drop ours.
/** Settles once this instance hears the others (it drops its caches then: see listenToInstances). */
export const listeningToInstances = listenToInstances(
  CHANNEL,
  (from) => from !== instance && dropLocalCaches(),
  dropLocalCaches,
);

export function publicCacheVersion(): number {
  return version;
}

interface Memo<T> {
  get: () => Promise<T>;
  drop: () => void;
}

/**
 * One memoised fill. A transaction never waits for a fill begun outside one: on PGlite's single
 * connection that fill's query waits for the transaction to end, so both would wait forever (the
 * renewal job's transaction and a page loading the same menu). It loads for itself instead.
 */
function memoise<T>(load: () => Promise<T>): Memo<T> {
  let pending: Promise<T> | undefined;
  let fillingOutsideTransaction = false;
  return {
    get() {
      if (pending && fillingOutsideTransaction && inTransaction()) return load();
      if (!pending) {
        fillingOutsideTransaction = !inTransaction();
        const fill: Promise<T> = load().then(
          (value) => {
            if (pending === fill) fillingOutsideTransaction = false;
            return value;
          },
          (error) => {
            if (pending === fill) pending = undefined;
            throw error;
          },
        );
        pending = fill;
      }
      return pending;
    },
    drop() {
      pending = undefined;
    },
  };
}

/** Memoises an async loader of public data until the next invalidation. */
export function cachedPublic<T>(load: () => Promise<T>): () => Promise<T> {
  const memo = memoise(load);
  onPublicCacheInvalidate(memo.drop);
  return memo.get;
}

/** `cachedPublic` for a loader of many keys (each week's dishes): one memoised fill per key. */
export function cachedPublicByKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const memos = new Map<string, Memo<T>>();
  onPublicCacheInvalidate(() => memos.clear());
  return (key) => {
    let memo = memos.get(key);
    if (!memo) memos.set(key, (memo = memoise(() => load(key))));
    return memo.get();
  };
}

/**
 * A public page that shows something that changes at a known instant (the weekend on sale, which
 * moves on at the order cutoff) sends this response header with that instant (ISO 8601); the
 * render cache (server/render-cache.ts) keeps the rendered page no later than that.
 */
export const RENDER_EXPIRES_HEADER = "X-Render-Cache-Expires";

/** Response headers that stop the render cache serving a page after `instant`. */
export function renderExpiresHeaders(instant: Date): Record<string, string> {
  return { [RENDER_EXPIRES_HEADER]: instant.toISOString() };
}
