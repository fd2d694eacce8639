import type { PageWire } from '@council/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Pages lately answered, shared by the readers who ask for the same page within `lifetimeMs`:
 * a council's readers mostly read the first page of a few lists, so under load one reading of
 * the database serves many of them (issue 14: every paged call p99 <= 50 ms at 50 connections).
 *
 * Freshness: any write this process answers empties it (see clearOnWrites), so whoever saves a
 * notice sees it in the next list. What another API process on the same database writes shows
 * within `lifetimeMs`. What only the clock changes (a tender whose bidding closes, an item past
 * its "show until" date) is told by expireAt: nothing kept before that moment is answered after.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The one page cache of this API process (buildApp makes it). */
    pageCache: PageCache;
  }
}

export interface PageCache {
  /** The cached page for `key`, or `load()`'s, which readers asking meanwhile share. */
  remember<Item>(key: string, load: () => Promise<PageWire<Item>>): Promise<PageWire<Item>>;
  /**
   * Any other answer read alike (the desk's queue and deadlines, the scorecard): kept for
   * `lifetimeMs`, or `keepMs` where a slower figure may stay a little longer.
   */
  rememberAnswer<Answer>(
    key: string,
    load: () => Promise<Answer>,
    keepMs?: number,
  ): Promise<Answer>;
  clear(): void;
  /**
   * The next moment the clock alone changes what a page shows (issue 20), in milliseconds, or
   * null for none known: every page and answer kept is let go at that moment, whatever its
   * lifetime. The earliest moment told wins until it passes.
   */
  expireAt(at: number | null): void;
}

interface Entry {
  expires: number;
  page: Promise<unknown>;
}

/** Enough for the first pages of every list and filter; a crawler of deep pages evicts the oldest. */
const MAX_PAGES = 300;

// Date.now() read at each call, not the function kept: a test's fixed clock is then this cache's too.
export function pageCache(lifetimeMs: number, now: () => number = () => Date.now()): PageCache {
  const entries = new Map<string, Entry>();
  let boundary = Infinity;
  function rememberAnswer<Answer>(
    key: string,
    load: () => Promise<Answer>,
    keepMs = lifetimeMs,
  ): Promise<Answer> {
    if (lifetimeMs <= 0) return load();
    if (now() >= boundary) {
      entries.clear();
      boundary = Infinity;
    }
    const cached = entries.get(key);
    if (cached && cached.expires > now()) return cached.page as Promise<Answer>;
    entries.delete(key);
    const oldest = entries.keys().next();
    if (entries.size >= MAX_PAGES && !oldest.done) entries.delete(oldest.value);
    const entry: Entry = { expires: now() + Math.max(keepMs, lifetimeMs), page: load() };
    entries.set(key, entry);
    // A failed reading is not kept: the next reader tries again.
    entry.page.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.page as Promise<Answer>;
  }
  return {
    remember: (key, load) => rememberAnswer(key, load),
    rememberAnswer,
    clear: () => entries.clear(),
    expireAt: (at) => {
      if (at !== null && at < boundary) boundary = at;
    },
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Empties the cache when this process answers any write (a saved notice, a filed complaint, a
 * status changed), before the answer leaves, so the writer's next list already shows it.
 */
export function clearOnWrites(app: FastifyInstance, cache: PageCache): void {
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) cache.clear();
  });
}
