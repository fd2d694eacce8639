import type { FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';

/**
 * How long the HTTP server waits on a client (issue 18): REQUEST_TIMEOUT_SECONDS,
 * HEADERS_TIMEOUT_SECONDS and KEEP_ALIVE_TIMEOUT_SECONDS.
 */
export interface ServerTimeouts {
  /** The whole request, headers and body, must have arrived within this. */
  requestMs: number;
  /** The request line and headers must have arrived within this. */
  headersMs: number;
  /** An idle connection between two requests is closed after this. */
  keepAliveMs: number;
}

/**
 * A minute lets a 20 MB document arrive over a 3 Mbit/s line; ten seconds are ample for a few
 * hundred bytes of headers. The keep-alive outlasts the 60 s idle timeout of the usual reverse
 * proxies (nginx, cloud load balancers), so that the proxy, not the API, closes an idle
 * connection and never sends a request on one the API has just closed.
 */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 60_000,
  headersMs: 10_000,
  keepAliveMs: 65_000,
};

type TimeoutOptions = Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & { http: ServerOptions };

/** Fastify's options for these timeouts (Fastify's own default leaves a request unlimited). */
export function serverTimeoutOptions(timeouts: ServerTimeouts): TimeoutOptions {
  return {
    requestTimeout: timeouts.requestMs,
    // A connection silent that long in the middle of a request (a client that stopped reading
    // an answer) is dead; between requests the keep-alive timeout applies instead.
    connectionTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node checks both limits only this often (30 s by default): a cut comes this much late.
      connectionsCheckingInterval: checkingInterval(timeouts),
    },
  };
}

function checkingInterval({ headersMs }: ServerTimeouts): number {
  return Math.max(50, Math.min(1000, Math.floor(headersMs / 4)));
}
