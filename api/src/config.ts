import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { UPLOAD_RULES } from '@council/contract/upload-rules';
import ports from '@council/site-config/default-ports.json';
// JSON, as the ports: plain Node reads it with no build of the site config.
import DEMO_COUNCIL from '@council/site-config/demo-council.json';
import { makePrivateFolder, narrowToOwner } from './db/privateFiles';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from './http/timeouts';

/** Everything the API reads from its environment (docs/CONTRACTS.md, 'API settings'). */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** postgres://... ; undefined means the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  demo: boolean;
  demoPassword: string;
  corsOrigins: string[];
  logLevel: string;
  /** Whose X-Forwarded-For names the client: TRUST_PROXY, off by default. */
  trustProxy: TrustProxy;
  limits: UploadLimits;
  traffic: TrafficLimits;
  mail: MailSettings;
  /** How long a token lasts: 300 (SPEC.md); tests of renewal set a shorter one. */
  tokenLifeSeconds: number;
  /** How long a client may take to send a request, its headers, its next request. */
  timeouts: ServerTimeouts;
}

/** Mail to people (issue 15): where it goes out, whose name it carries, where its links lead. */
export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://...; undefined: no mail can be sent. */
  smtpUrl: string | undefined;
  from: string;
  /** The site's address, which the links in mails open: SITE_URL. */
  siteUrl: string;
  /** The council's name, from COUNCIL_CONFIG (as the site shows it) or the demo's. */
  councilName: string;
  /** Its Hindi name (COUNCIL_CONFIG's nameHindi), which signs Hindi mails; '' when not given. */
  councilNameHindi: string;
  /** The start of readable complaint numbers (SNP/2026/000123): COUNCIL_CONFIG's, else 'CMP'. */
  complaintPrefix: string;
  /** How the council is reached, which the website policies' default texts name (issue 20). */
  contact: CouncilContact;
}

/**
 * The council's address (and its Hindi, '' where none), email and phone, as the site shows them:
 * COUNCIL_CONFIG's, the demo council's where the file leaves one out (as the site config does).
 */
export interface CouncilContact {
  address: string;
  addressHindi: string;
  email: string;
  phone: string;
}

/**
 * What one reader or one citizen may ask of the API at once (issue 14): the SPEC.md list calls,
 * which carry every file as base64, are answered at most this many at a time per process, and
 * a citizen files at most so many complaints an hour and a day.
 */
export interface TrafficLimits {
  legacyListsInFlight: number;
  /** How long a page of a list, once read, is served to other readers too; 0: never. */
  pageCacheMs: number;
  complaintsPerHour: number;
  complaintsPerDay: number;
  /** Sign-ups from one client address an hour (issue 15; a shared network holds many people). */
  signupsPerHour: number;
  /** Mails asked for from one client address an hour: "Send the link again", "Forgot password?". */
  accountMailsPerHour: number;
  /** Mails of one kind (confirmation, reset) to one email address an hour. */
  mailsPerEmailPerHour: number;
  /** Mailed links (confirm, reset) opened from one client address an hour. */
  linkUsesPerHour: number;
  /** Readers' messages (contact form, /feedback) from one client address an hour (issue 20). */
  feedbackPerHour: number;
}

export const DEFAULT_TRAFFIC_LIMITS: TrafficLimits = {
  legacyListsInFlight: 4,
  pageCacheMs: 2000,
  complaintsPerHour: 5,
  complaintsPerDay: 20,
  signupsPerHour: 20,
  accountMailsPerHour: 20,
  mailsPerEmailPerHour: 3,
  linkUsesPerHour: 30,
  feedbackPerHour: 20,
};

/** The limits in force: the defaults, with what the context sets. */
export function trafficLimits(traffic: Partial<TrafficLimits> | undefined): TrafficLimits {
  return { ...DEFAULT_TRAFFIC_LIMITS, ...traffic };
}

export interface UploadLimits {
  imageBytes: number;
  documentBytes: number;
}

export type Env = Record<string, string | undefined>;

/** A setting the API cannot start with; the message tells the operator what to change. */
export class ConfigError extends Error {}

export const MIN_JWT_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MEGABYTE = 1024 * 1024;

/** Reads and checks the environment. Side effect: may create DATA_DIR/jwt-secret (see below). */
export function loadConfig(env: Env = process.env): Config {
  const { dataDir, databaseUrl } = loadDatabaseTarget(env);
  refuseDemoPasswordOffLoopback(env);
  return {
    host: env.HOST || 'localhost',
    port: readPort(env.API_PORT, ports.api),
    dataDir,
    databaseUrl,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir, databaseUrl),
    demo: env.DEMO === '1' || env.DEMO === 'true',
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    corsOrigins: readCorsOrigins(env),
    logLevel: readLogLevel(env.LOG_LEVEL),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    limits: {
      imageBytes: readMegabytes(env, 'MAX_IMAGE_MB', UPLOAD_RULES.photo.maxMegabytes),
      documentBytes: readMegabytes(env, 'MAX_DOCUMENT_MB', UPLOAD_RULES.document.maxMegabytes),
    },
    traffic: {
      legacyListsInFlight: readCount(
        env,
        'LEGACY_LISTS_IN_FLIGHT',
        DEFAULT_TRAFFIC_LIMITS.legacyListsInFlight,
      ),
      pageCacheMs: readMilliseconds(env, 'PAGE_CACHE_MS', DEFAULT_TRAFFIC_LIMITS.pageCacheMs),
      complaintsPerHour: readCount(
        env,
        'COMPLAINTS_PER_HOUR',
        DEFAULT_TRAFFIC_LIMITS.complaintsPerHour,
      ),
      complaintsPerDay: readCount(
        env,
        'COMPLAINTS_PER_DAY',
        DEFAULT_TRAFFIC_LIMITS.complaintsPerDay,
      ),
      signupsPerHour: readCount(env, 'SIGNUPS_PER_HOUR', DEFAULT_TRAFFIC_LIMITS.signupsPerHour),
      accountMailsPerHour: readCount(
        env,
        'ACCOUNT_MAILS_PER_HOUR',
        DEFAULT_TRAFFIC_LIMITS.accountMailsPerHour,
      ),
      mailsPerEmailPerHour: readCount(
        env,
        'MAILS_PER_EMAIL_PER_HOUR',
        DEFAULT_TRAFFIC_LIMITS.mailsPerEmailPerHour,
      ),
      linkUsesPerHour: readCount(env, 'LINK_USES_PER_HOUR', DEFAULT_TRAFFIC_LIMITS.linkUsesPerHour),
      feedbackPerHour: readCount(env, 'FEEDBACK_PER_HOUR', DEFAULT_TRAFFIC_LIMITS.feedbackPerHour),
    },
    mail: readMailSettings(env),
    tokenLifeSeconds: readTokenLife(env.TOKEN_LIFE_SECONDS),
    timeouts: readTimeouts(env),
  };
}

const DEFAULT_DEMO_PASSWORD = 'demo-password';

/**
 * The demo accounts' default password is printed in the README: with it, demo mode is for this
 * machine only, never on an address other machines reach (issue 18).
 */
function refuseDemoPasswordOffLoopback(env: Env): void {
  const demo = env.DEMO === '1' || env.DEMO === 'true';
  const host = env.HOST || 'localhost';
  const defaultPassword = (env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD) === DEFAULT_DEMO_PASSWORD;
  if (!demo || !defaultPassword || isLoopback(host)) return;
  throw new ConfigError(
    `DEMO is on with the default demo password and HOST is ${host}, which other machines can ` +
      'reach: anyone could sign in as the demo admin. Set DEMO_PASSWORD to a password of your ' +
      'own, or HOST to localhost.',
  );
}

/** localhost, 127.0.0.0/8 or ::1: an address only this machine reaches. */
function isLoopback(host: string): boolean {
  const address = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (address === 'localhost' || address === '::1') return true;
  return isIP(address) === 4 && address.startsWith('127.');
}

/** A timeout of over an hour protects nothing. */
const MAX_TIMEOUT_SECONDS = 3600;

function readTimeouts(env: Env): ServerTimeouts {
  const timeouts = {
    requestMs: readSeconds(env, 'REQUEST_TIMEOUT_SECONDS', DEFAULT_SERVER_TIMEOUTS.requestMs),
    headersMs: readSeconds(env, 'HEADERS_TIMEOUT_SECONDS', DEFAULT_SERVER_TIMEOUTS.headersMs),
    keepAliveMs: readSeconds(
      env,
      'KEEP_ALIVE_TIMEOUT_SECONDS',
      DEFAULT_SERVER_TIMEOUTS.keepAliveMs,
    ),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_SECONDS (${timeouts.headersMs / 1000}) must not be longer than ` +
        `REQUEST_TIMEOUT_SECONDS (${timeouts.requestMs / 1000}): the headers are part of the request.`,
    );
  }
  return timeouts;
}

/** A number of seconds from 1 to an hour, returned in milliseconds. */
function readSeconds(env: Env, name: string, fallbackMs: number): number {
  const expected = `a whole number of seconds from 1 to ${MAX_TIMEOUT_SECONDS}`;
  const seconds = readWholeNumber(env, name, fallbackMs / 1000, 1, expected);
  if (seconds > MAX_TIMEOUT_SECONDS) {
    throw new ConfigError(`${name} must be ${expected}, got '${env[name]}'.`);
  }
  return seconds * 1000;
}

export const DEFAULT_TOKEN_LIFE_SECONDS = 5 * 60;

function readTokenLife(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_TOKEN_LIFE_SECONDS;
  const seconds = Number(value);
  // Under 30 s a token would end before a slow page has loaded; over a day is no session.
  if (!Number.isInteger(seconds) || seconds < 30 || seconds > 86_400) {
    throw new ConfigError(
      `TOKEN_LIFE_SECONDS must be a whole number from 30 to 86400, got '${value}'.`,
    );
  }
  return seconds;
}

function readMailSettings(env: Env): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://.');
  }
  const { councilName, councilNameHindi, complaintPrefix, contact } = readCouncil(
    env.COUNCIL_CONFIG,
  );
  return {
    smtpUrl,
    from: env.MAIL_FROM || `${councilName} <no-reply@localhost>`,
    siteUrl: (env.SITE_URL || `http://localhost:${ports.shell}`).replace(/\/+$/, ''),
    councilName,
    councilNameHindi,
    complaintPrefix,
    contact,
  };
}

/** Complaint numbers start with this where the council configures no prefix. */
export const DEFAULT_COMPLAINT_PREFIX = 'CMP';
/** Letters only, as parseComplaintNumber reads them back. */
const COMPLAINT_PREFIX = /^[A-Za-z]{1,10}$/;

/**
 * The council's name as the site shows it and its complaint prefix: COUNCIL_CONFIG's `name` and
 * `complaintPrefix`, else the demo council's.
 */
function readCouncil(file: string | undefined): {
  councilName: string;
  councilNameHindi: string;
  complaintPrefix: string;
  contact: CouncilContact;
} {
  const council = file?.trim() ? readCouncilFile(file.trim()) : DEMO_COUNCIL;
  if (typeof council.name !== 'string' || !council.name.trim()) {
    throw new ConfigError(`COUNCIL_CONFIG ${file} has no council name.`);
  }
  const prefix = council.complaintPrefix ?? DEFAULT_COMPLAINT_PREFIX;
  if (typeof prefix !== 'string' || !COMPLAINT_PREFIX.test(prefix)) {
    throw new ConfigError(
      `COUNCIL_CONFIG ${file}: complaintPrefix must be 1 to 10 letters, such as "SNP".`,
    );
  }
  const nameHindi = typeof council.nameHindi === 'string' ? council.nameHindi.trim() : '';
  return {
    councilName: council.name.trim(),
    councilNameHindi: nameHindi,
    complaintPrefix: prefix,
    contact: contactOf(council),
  };
}

/** A configured text, or the demo's where the file has none. */
function configuredText(value: unknown, demo: string): string {
  return typeof value === 'string' ? value.trim() : demo;
}

function contactOf(council: CouncilFile): CouncilContact {
  const address = configuredText(council.address, DEMO_COUNCIL.address);
  // The demo's Hindi address only beside the demo's own address: never another town's.
  const hindiFallback = council.address === undefined ? DEMO_COUNCIL.addressHindi : '';
  return {
    address,
    addressHindi: configuredText(council.addressHindi, hindiFallback),
    email: configuredText(council.email, DEMO_COUNCIL.email),
    phone: configuredText(council.phone, DEMO_COUNCIL.phone),
  };
}

type CouncilFile = {
  name?: unknown;
  nameHindi?: unknown;
  complaintPrefix?: unknown;
  address?: unknown;
  addressHindi?: unknown;
  email?: unknown;
  phone?: unknown;
};

function readCouncilFile(file: string): CouncilFile {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CouncilFile;
  } catch (error) {
    throw new ConfigError(
      `COUNCIL_CONFIG ${file} is not a readable JSON file: ${(error as Error).message}`,
    );
  }
}

/** Where the data lives: PostgreSQL by DATABASE_URL, else the SQLite file in DATA_DIR. */
export function loadDatabaseTarget(env: Env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || path.join(__dirname, '..', 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// (unset it to use SQLite).');
  }
  return { dataDir, databaseUrl };
}

/**
 * The token signing secret. An explicit JWT_SECRET must be long enough. Without one, the
 * embedded default (SQLite) generates a secret once and keeps it in DATA_DIR/jwt-secret, so
 * tokens survive a restart. With PostgreSQL several API processes may share the database,
 * so they must share a secret too: we ask for it instead of inventing one per process.
 */
export function resolveJwtSecret(
  explicit: string | undefined,
  dataDir: string,
  databaseUrl?: string,
): string {
  if (explicit !== undefined) return checkSecret(explicit, 'JWT_SECRET');
  if (databaseUrl) {
    throw new ConfigError(
      `JWT_SECRET is required when DATABASE_URL is set (at least ${MIN_JWT_SECRET_LENGTH} characters).`,
    );
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    // One written readable by all by an older version is narrowed too.
    narrowToOwner(file);
    return checkSecret(readFileSync(file, 'utf8').trim(), file);
  }
  makePrivateFolder(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // Explicitly: the mode above is only narrowed by the umask, and a file left over keeps its own.
  narrowToOwner(file);
  return secret;
}

function checkSecret(secret: string, source: string): string {
  if (secret.trim().length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      `The JWT secret from ${source} is empty or too short: use at least ${MIN_JWT_SECRET_LENGTH} characters.`,
    );
  }
  return secret;
}

function readPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`API_PORT must be a port number (0-65535), got '${value}'.`);
  }
  return port;
}

function readCorsOrigins(env: Env): string[] {
  const configured = env.CORS_ORIGINS;
  if (configured) {
    return configured
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean);
  }
  // The four site origins of docs/CONTRACTS.md, each following its own URL setting, by default
  // on this machine at the site's one list of default ports.
  const local = (port: number) => `http://localhost:${port}`;
  return [
    env.SITE_URL || local(ports.shell),
    env.PUBLIC_SITE_URL || local(ports.public_site),
    env.ADMIN_CONSOLE_URL || local(ports.admin_console),
    env.CITIZEN_PORTAL_URL || local(ports.citizen_portal),
  ].map((url) => new URL(url).origin);
}

/**
 * Whose word names the client (issue 18), as Fastify's trustProxy takes it: false, the socket's
 * address (the API faces the internet itself); or the addresses and networks of the proxies in
 * front of the API, whose X-Forwarded-For then names the client.
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for ranges of addresses, which Fastify's trustProxy understands. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function readTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === '0' || setting === 'false') return false;
  if (setting === 'true' || /^\d+$/.test(setting)) {
    // Any client reaching the API directly could then name itself anew and escape every limit.
    throw new ConfigError(
      `TRUST_PROXY=${setting} would let any client choose its own address: give the addresses ` +
        'of the proxies in front of the API instead (such as 10.0.0.5, 10.0.0.0/8 or loopback).',
    );
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY: '${wrong}' is not an IP address, a network such as 10.0.0.0/8, or one of ` +
        `${PROXY_RANGE_NAMES.join(', ')}.`,
    );
  }
  return entries;
}

/** An IPv4 or IPv6 address, with or without a /prefix, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function readLogLevel(value: string | undefined): string {
  const level = value || 'info';
  if (!LOG_LEVELS.includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${level}'.`);
  }
  return level;
}

function readMegabytes(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback * MEGABYTE;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) {
    throw new ConfigError(`${name} must be a positive number of megabytes, got '${value}'.`);
  }
  return Math.floor(megabytes * MEGABYTE);
}

/** A duration in whole milliseconds, 0 included. */
function readMilliseconds(env: Env, name: string, fallback: number): number {
  return readWholeNumber(env, name, fallback, 0, 'a whole number of milliseconds (0 or more)');
}

/** A positive whole number: 0 would refuse everything, which no council means by it. */
function readCount(env: Env, name: string, fallback: number): number {
  return readWholeNumber(env, name, fallback, 1, 'a whole number of at least 1');
}

/** A whole number of at least `least`; unset or empty gives the fallback. */
function readWholeNumber(
  env: Env,
  name: string,
  fallback: number,
  least: number,
  expected: string,
): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(number) || number < least) {
    throw new ConfigError(`${name} must be ${expected}, got '${value}'.`);
  }
  return number;
}
