import { and, eq } from 'drizzle-orm';
import type { RegistrationForm, SessionUser } from '@schemas/generated/api/access';
import { userRepository } from '../../data/repositories/user-repository';
import { institution } from '../../data/schema/index';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../passwords';
import type { AccessEnv } from './access-env';
import { assertEmail, assertPassword } from './check-credentials';
import { sendLink } from './send-link';
import { needsAdministratorConfirmation, needsInstitution, toSessionUser } from './session-user';

export interface Registration {
  user: SessionUser;
  /** Only for the first account of an empty database: its administrator is logged in at once. */
  token?: string;
}

function optionalId(value: string | number | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : Number(value);
}

/**
 * Registers an account. The first account of an empty database becomes the main administrator,
 * active at once and logged in. Every other account gets an activation e-mail; roles 1, 2 and 5 then
 * also wait for an administrator. The e-mail is sent inside the transaction: if it cannot be sent,
 * nothing is stored and the user can simply try again.
 */
export async function register(env: AccessEnv, form: RegistrationForm): Promise<Registration> {
  assertEmail(form.email);
  assertPassword(form.password);
  const password = await hashPassword(form.password);
  return env.db.transaction(async (tx) => {
    const txEnv = { ...env, db: tx };
    const users = userRepository(tx);
    if (await users.findByEmail(form.email)) throw new AppError('EMAIL_TAKEN');
    const now = env.now();
    const localeId = Number(form.localeDicId);

    if ((await users.count()) === 0) {
      const administrator = await users.insert({
        email: form.email,
        passwordHash: password,
        localeId,
        roleId: 1,
        isSuperUser: true,
        emailVerified: true,
        confirmed: true,
        isActive: true,
        activatedAt: now,
      });
      return { user: toSessionUser(administrator), token: await env.session.issue(administrator.id) };
    }

    const roleId = Number(form.roleDicId);
    const institutionTypeId = optionalId(form.countryId);
    const institutionId = optionalId(form.institutionDicId);
    if (needsInstitution(roleId)) {
      if (institutionTypeId === undefined || institutionId === undefined)
        throw new AppError('INSTITUTION_REQUIRED');
      const [known] = await tx
        .select({ id: institution.id })
        .from(institution)
        .where(and(eq(institution.id, institutionId), eq(institution.institutionTypeId, institutionTypeId)));
      if (!known) throw new AppError('INSTITUTION_REQUIRED');
    }
    const user = await users.insert({
      email: form.email,
      passwordHash: password,
      localeId,
      roleId,
      institutionTypeId: needsInstitution(roleId) ? institutionTypeId : null,
      institutionId: needsInstitution(roleId) ? institutionId : null,
      confirmed: !needsAdministratorConfirmation(roleId),
      isActive: false,
    });
    await sendLink(txEnv, user, 'activation');
    return { user: toSessionUser(user) };
  });
}
