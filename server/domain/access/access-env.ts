import type { Db } from '../../data/database';
import type { Mailer } from '../../mail/mailer';
import type { BackgroundWork } from './background-work';
import type { SessionTokens } from './session-tokens';
import type { SessionLifetimes } from './sessions';

/** What the account use cases work with; `now` is passed in so expiry can be tested. */
export interface AccessEnv {
  db: Db;
  session: SessionTokens;
  /** Token and session lifetimes. */
  lifetimes: SessionLifetimes;
  mailer: Mailer;
  /** Public address of the app, the base of e-mailed links. */
  publicUrl: string;
  now(): Date;
  /** Work finished after the reply (forgot-password mail), so its timing tells the caller nothing. */
  background: BackgroundWork;
}

export const ACTIVATION_HOURS = 72;
export const RESET_HOURS = 1;
