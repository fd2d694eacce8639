import ports from '../default-ports.json';
import type { RemoteName } from './remoteEntries';

/**
 * Where each part listens when no port is set (docs/CONTRACTS.md). The list itself is
 * default-ports.json, so that plain Node scripts and webpack configs read it without a build.
 */
export const DEFAULT_PORTS: Readonly<Record<'shell' | RemoteName | 'api', number>> = ports;
