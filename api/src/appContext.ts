import type { TrafficLimits, UploadLimits } from './config';
import type { Db, DialectName } from './db/database';

/** What every route needs from outside itself. */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  jwtSecret: string;
  limits: UploadLimits;
  /** DEFAULT_TRAFFIC_LIMITS when absent (tests set only what they exercise). */
  traffic?: Partial<TrafficLimits>;
}
