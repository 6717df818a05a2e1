import { and, eq } from 'drizzle-orm';
import type { RegistrationForm, SessionUser } from '@schemas/generated/api/access';
import { setupRepository } from '../../data/repositories/setup-repository';
import { userRepository } from '../../data/repositories/user-repository';
import { institution } from '../../data/schema/index';
import { AppError } from '../app-error';
import { hashPassword } from '../../shared/passwords';
import type { AccessEnv } from './access-env';
import { assertEmail, assertPassword } from './check-credentials';
import { createMainAdministrator } from './create-main-administrator';
import { sendLink } from './send-link';
import { recordSecurityEvent } from '../audit/security-events';
import { needsAdministratorConfirmation, needsInstitution, toSessionUser } from './session-user';
import { startSession } from './sessions';

export interface Registration {
  user: SessionUser;
  /** Only for the main administrator made with the setup token: logged in at once. */
  token?: string;
}

function optionalId(value: string | number | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : Number(value);
}

/**
 * Registers an account. On a database without a main administrator, a registration that presents the
 * setup token (printed in the server log at start) becomes the main administrator, active at once and
 * logged in; the token is then used up. Every other account gets an activation e-mail; roles 1, 2 and
 * 5 then also wait for an administrator. The e-mail is sent inside the transaction: if it cannot be
 * sent, nothing is stored and the user can simply try again.
 */
export async function register(env: AccessEnv, form: RegistrationForm): Promise<Registration> {
  // Surrounding spaces (a pasted address) are not part of it: ' a@b.c' is the account a@b.c.
  const email = form.email.trim();
  assertEmail(email);
  assertPassword(form.password);
  const password = await hashPassword(form.password);
  return env.db.transaction(async (tx) => {
    const txEnv = { ...env, db: tx };
    const users = userRepository(tx);
    if (await users.findByEmail(email)) throw new AppError('EMAIL_TAKEN');
    const now = env.now();
    const localeId = Number(form.localeDicId);

    if (form.setupToken !== undefined && form.setupToken !== '') {
      const setup = setupRepository(tx);
      if (!(await setup.claim(form.setupToken))) {
        throw new AppError(
          (await setup.hasMainAdministrator()) ? 'ADMINISTRATOR_EXISTS' : 'SETUP_TOKEN_REQUIRED',
        );
      }
      const administrator = await createMainAdministrator(tx, {
        email,
        passwordHash: password,
        localeId,
        now,
      });
      return { user: toSessionUser(administrator), token: await startSession(txEnv, administrator) };
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
      email,
      passwordHash: password,
      localeId,
      roleId,
      institutionTypeId: needsInstitution(roleId) ? institutionTypeId : null,
      institutionId: needsInstitution(roleId) ? institutionId : null,
      confirmed: !needsAdministratorConfirmation(roleId),
      isActive: false,
    });
    await recordSecurityEvent(tx, {
      action: 'account.registered',
      actorUserId: user.id,
      subjectUserId: user.id,
      details: { roleDicId: roleId },
    });
    await sendLink(txEnv, user, 'activation');
    return { user: toSessionUser(user) };
  });
}
