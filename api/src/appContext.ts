import type { CouncilContact, TrafficLimits, UploadLimits } from './config';
import type { Db, DialectName } from './db/database';
import type { Mailer } from './mail/mailer';

/** What every route needs from outside itself. */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  jwtSecret: string;
  limits: UploadLimits;
  /** DEFAULT_TRAFFIC_LIMITS when absent (tests set only what they exercise). */
  traffic?: Partial<TrafficLimits>;
  /** NO_MAILER where SMTP_URL is unset. */
  mailer: Mailer;
  /**
   * Where links in mails lead, the name mails are signed with, and the start of readable
   * complaint numbers (SNP/2026/000123).
   */
  site: {
    url: string;
    councilName: string;
    /** The council's Hindi name; '' where none is configured (Hindi mails then use the English). */
    councilNameHindi: string;
    complaintPrefix: string;
    /** How the council is reached: the website policies' default texts name it (issue 20). */
    contact: CouncilContact;
  };
  /** How long a token lasts (TOKEN_LIFE_SECONDS; 300 by default). */
  tokenLifeSeconds: number;
}
