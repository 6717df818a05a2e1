import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Router } from 'express';
import type { Database } from '../data/database';
import { dictionaryRepository } from '../data/repositories/dictionary-repository';
import type { AccessEnv } from '../domain/access/access-env';
import { backgroundWork, type BackgroundWork } from '../domain/access/background-work';
import { sessionTokens } from '../domain/access/session-tokens';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from '../domain/access/sessions';
import { dictionaryUseCases } from '../domain/dictionaries';
import { mapConfig, type MapConfig } from '../domain/geom/map-config';
import { DEFAULT_REPORT_MIN_AVERAGE_UNITS } from '../domain/reports/report-settings';
import { requireAcceptedTerms, requireUser } from '../http/current-user';
import { apiNotFound } from '../http/error-middleware';
import { urlencodedBody } from '../http/form-body';
import {
  defaultLoginLimit,
  defaultRateLimit,
  type LoginLimitSettings,
  type RateLimitSettings,
} from '../http/rate-limit';
import type { RateLimitStores } from '../http/shared-rate-limits';
import { jsonBodyExcept } from '../http/json-body';
import { lifecycle, type Lifecycle } from '../lifecycle';
import { refuseNul } from '../http/refuse-nul';
import { createMailer, type MailSettings } from '../mail/mailer';
import { accessRoutes } from './access';
import { accountRoutes } from './account';
import { auditRoutes } from './audit';
import { dictionaryRoutes } from './dictionaries';
import { exportRoutes } from './export';
import { EXPORT_BATCH_SIZE } from '../domain/export/export-answers';
import { farmRoutes } from './farm';
import { fillReadRoutes } from './fill-read';
import { fillWriteRoutes } from './fill-write';
import { reviewRoutes } from './review';
import { DEFAULT_PHOTO_MAX_BYTES, photoRoutes } from './photos';
import { gridSquareRoutes, mapSettingsRoutes } from './geom';
import { healthRoutes } from './health';
import { indicatorRoutes } from './indicator';
import { questionnaireRoutes } from './questionnaire';
import { structureChangeRoutes } from './structure-changes';
import { structureIndicatorRoutes } from './structure-indicators';
import { structureSubformRoutes } from './structure-subforms';
import { importBodyPaths, structureTransferRoutes } from './structure-transfer';
import { structureTypeRoutes } from './structure-types';
import { rightsRoutes } from './rights';
import { structureQuestionRoutes } from './structure-questions';
import { userAdminRoutes } from './user-admin';

/** Settings of the API beyond its database; tests leave most of them at their defaults. */
export interface ApiSettings {
  jwtSecret: string;
  /** One token's minutes (renewed while the user is active) and a session's absolute hours. */
  lifetimes: SessionLifetimes;
  /** Public address of the app, the base of e-mailed links. */
  publicUrl: string;
  mail: MailSettings;
  /** Registration, activation-link and password-reset requests per client address. */
  rateLimit: RateLimitSettings;
  /** Failed logins per account and per client address. */
  loginLimit: LoginLimitSettings;
  /** Failed attempts to change one's password by the old one, per account. */
  passwordChangeLimit: RateLimitSettings;
  /** Where the rate limits count (Redis when REDIS_URL is set); default: this process's memory. */
  rateLimitStores?: RateLimitStores;
  now: () => Date;
  background: BackgroundWork;
  /** The fewest units with a value that an average of a report shows (REPORT_MIN_AVERAGE_UNITS). */
  reportMinAverageUnits: number;
  /** The largest photo an upload takes, in bytes (PHOTO_MAX_MB, default 5 MB). */
  photoMaxBytes: number;
}

export function defaultApiSettings(overrides: Partial<ApiSettings> = {}): ApiSettings {
  return {
    jwtSecret: crypto.randomUUID(),
    lifetimes: DEFAULT_SESSION_LIFETIMES,
    publicUrl: 'http://localhost:3000',
    mail: { outboxDir: join(tmpdir(), 'field-questionnaires-outbox') },
    rateLimit: defaultRateLimit,
    loginLimit: defaultLoginLimit,
    passwordChangeLimit: defaultRateLimit,
    now: () => new Date(),
    background: backgroundWork(),
    reportMinAverageUnits: DEFAULT_REPORT_MIN_AVERAGE_UNITS,
    photoMaxBytes: DEFAULT_PHOTO_MAX_BYTES,
    ...overrides,
  };
}

/** The API served from our own database; `running` tells readiness whether a stop has begun. */
export function databaseApi(
  database: Database,
  settings: ApiSettings,
  map: MapConfig = mapConfig(),
  running: Lifecycle = lifecycle(),
): Router {
  const env: AccessEnv = {
    db: database.db,
    session: sessionTokens(settings.jwtSecret),
    lifetimes: settings.lifetimes,
    mailer: createMailer(settings.mail),
    publicUrl: settings.publicUrl,
    now: settings.now,
    background: settings.background,
  };
  const api = Router();
  api.use(jsonBodyExcept(importBodyPaths, '1mb'));
  api.use(urlencodedBody('1mb'));
  api.use(refuseNul);
  api.use(healthRoutes(database, env, running));
  api.use(dictionaryRoutes(dictionaryUseCases(dictionaryRepository(database.db))));
  api.use(mapSettingsRoutes(map));
  api.use(accessRoutes(env, settings.rateLimit, settings.loginLimit, settings.rateLimitStores));

  const secured = Router();
  secured.use(requireUser(env));
  secured.use(requireAcceptedTerms);
  secured.use(accountRoutes(env, settings.passwordChangeLimit, settings.rateLimitStores));
  secured.use(farmRoutes(env));
  secured.use(userAdminRoutes(env));
  secured.use(auditRoutes(database.db));
  // Before any generic questinnaire/:id route: questinnaire/assigned/{userId} must reach the rights router.
  secured.use(rightsRoutes(env));
  secured.use(questionnaireRoutes(database.db));
  secured.use(structureTypeRoutes(database.db));
  secured.use(structureTransferRoutes(database.db));
  secured.use(structureSubformRoutes(database.db));
  secured.use(structureQuestionRoutes(database.db));
  secured.use(structureChangeRoutes(database.db));
  secured.use(structureIndicatorRoutes(database.db));
  secured.use(fillReadRoutes(database.db));
  secured.use(fillWriteRoutes(database.db, settings.now));
  secured.use(reviewRoutes(database.db, settings.now));
  secured.use(photoRoutes(database.db, settings.photoMaxBytes));
  secured.use(gridSquareRoutes(map));
  secured.use(indicatorRoutes(database.db, settings.reportMinAverageUnits));
  secured.use(exportRoutes(database.db, settings.now, EXPORT_BATCH_SIZE[database.kind]));
  api.use('/secured', secured);

  api.use(apiNotFound);
  return api;
}
