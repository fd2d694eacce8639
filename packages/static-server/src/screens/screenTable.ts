import {
  mergeScreens,
  parseRemoteScreens,
  REMOTE_NAMES,
  SCREENS_FILE,
  type RemoteName,
  type Screen,
} from '@council/site-config/node';
import type { FastifyBaseLogger } from 'fastify';
import { folderOf } from '../first-screen/serverBundle';
import type { SiteConfig } from '../siteConfig';
import { briefError } from '../briefError';

/**
 * How long a page load waits on a remote's list. On loopback or a LAN the answer (mostly 304)
 * takes a millisecond or two; a remote slower than this keeps its last known list for this load.
 */
export const SCREENS_LIMIT_MS = 300;

/** The site's screens, as the remotes publish them now. */
export interface ScreenTable {
  /** Reads every remote's list again (conditionally) and merges them; never throws. */
  current(): Promise<Screen[]>;
  /**
   * Whether the table holds every remote's screens: each list has been read at least once (one
   * that cannot be read now keeps its last known screens). Until then a path of no screen may be
   * a screen of a remote not yet heard from, and is no proof that the page does not exist.
   */
  isComplete(): boolean;
}

type ListState = 'read' | 'unreachable' | 'unreadable';

/** What is known of one remote's list. */
interface RemoteList {
  address: URL | null;
  screens: Screen[];
  /** Whether a list has ever been read from it: its screens are known, now or from before. */
  known: boolean;
  /** The refusals last logged for this list. */
  problems?: string;
  etag?: string;
  lastModified?: string;
  state?: ListState;
}

/**
 * Each page load reads every remote's screens.json with If-None-Match / If-Modified-Since (a
 * redeployed remote answers 200 with its new list, an unchanged one 304 with no body), all at
 * once and within SCREENS_LIMIT_MS. A remote that is down, slow or answers something else than a
 * list keeps its last known list, so its screens stay in the menu and show the shell's "cannot be
 * reached" message. Page loads that come while a reading is under way share it. A warning is
 * logged when a remote's state changes, and the merge's refusals when they change, never on
 * every request.
 */
export function createScreenTable(
  config: SiteConfig,
  log: FastifyBaseLogger,
  limitMs = SCREENS_LIMIT_MS,
): ScreenTable {
  const lists = new Map<RemoteName, RemoteList>(
    REMOTE_NAMES.map((remote) => [
      remote,
      { address: screensAddress(config, remote), screens: [], known: false },
    ]),
  );
  let table: Screen[] = [];
  let loggedProblems = '';
  let reading: Promise<Screen[]> | null = null;

  for (const [remote, list] of lists) {
    if (!list.address) {
      log.warn({ remote }, `${remote}'s screens cannot be read: its address is not absolute`);
    }
  }

  async function readAll(): Promise<Screen[]> {
    await Promise.all([...lists].map(([remote, list]) => refresh(remote, list)));
    const merged = mergeScreens(
      Object.fromEntries([...lists].map(([remote, list]) => [remote, list.screens])),
      table,
    );
    table = merged.screens;
    const problems = merged.problems.join('\n');
    if (problems !== loggedProblems) {
      loggedProblems = problems;
      for (const problem of merged.problems) log.warn(problem);
    }
    return table;
  }

  async function refresh(remote: RemoteName, list: RemoteList): Promise<void> {
    if (!list.address) return;
    // fetch() adds Cache-Control: no-cache to a conditional request unless one is given, and a
    // server then answers 200 with the whole list every time: max-age=0 keeps the 304s.
    const headers: Record<string, string> = { 'cache-control': 'max-age=0' };
    if (list.etag) headers['if-none-match'] = list.etag;
    if (list.lastModified) headers['if-modified-since'] = list.lastModified;
    // The limit holds for the body too: a remote that sends its headers and then stalls (one
    // that is starting, or overloaded) left the read, and so every page load after it, waiting.
    const signal = AbortSignal.timeout(limitMs);
    const overLimit = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
    overLimit.catch(() => undefined);
    let response: Response;
    try {
      response = await Promise.race([fetch(list.address, { headers, signal }), overLimit]);
    } catch (error) {
      setState(remote, list, 'unreachable', error);
      return;
    }
    if (response.status === 304) {
      setState(remote, list, 'read');
      return;
    }
    try {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const checked = parseRemoteScreens(await Promise.race([response.json(), overLimit]), remote);
      if (checked.problems.join('\n') !== list.problems) {
        for (const problem of checked.problems) log.warn(problem);
      }
      list.problems = checked.problems.join('\n');
      list.screens = checked.screens;
      list.known = true;
      list.etag = response.headers.get('etag') ?? undefined;
      list.lastModified = response.headers.get('last-modified') ?? undefined;
      setState(remote, list, 'read');
    } catch (error) {
      setState(remote, list, 'unreadable', error);
    }
  }

  function setState(remote: RemoteName, list: RemoteList, state: ListState, error?: unknown) {
    if (state === list.state) return;
    const before = list.state;
    list.state = state;
    const kept = `keeping its last known ${list.screens.length} screens`;
    if (state === 'unreachable') {
      log.warn(
        { remote, err: briefError(error) },
        `${remote}'s screens could not be reached, ${kept}`,
      );
    } else if (state === 'unreadable') {
      log.warn(
        { remote, err: error },
        `${remote}'s screens.json is not a list of screens, ${kept}`,
      );
    } else if (before) {
      log.warn({ remote }, `${remote}'s screens are read again`);
    }
  }

  return {
    current() {
      reading ??= readAll().finally(() => {
        reading = null;
      });
      return reading;
    },
    isComplete() {
      return [...lists.values()].every((list) => list.known);
    },
  };
}

/** screens.json in the folder of the remote's configured remoteEntry.js. */
function screensAddress(config: SiteConfig, remote: RemoteName): URL | null {
  const folder = folderOf(config.remotes[remote]);
  return folder ? new URL(SCREENS_FILE, folder) : null;
}
