import { eq } from 'drizzle-orm';
import type { Db } from '../../../data/database';
import type { UserRow } from '../../../data/repositories/user-repository';
import { unit } from '../../../data/schema/index';
import { translate } from '../../../i18n/index';
import type { Mailer } from '../../../mail/mailer';
import { localeCodeOf } from '../../access/locale-code';

/** E-mails a unit's owner, in the owner's language, that an expert asks for access to the unit. */
export async function notifyOwner(
  env: { db: Db; mailer: Mailer; publicUrl: string },
  owner: Pick<UserRow, 'email' | 'localeId'>,
  expertEmail: string,
  unitId: number,
): Promise<void> {
  const [named] = await env.db
    .select({ number: unit.number, description: unit.description })
    .from(unit)
    .where(eq(unit.id, unitId));
  const locale = localeCodeOf(owner.localeId);
  const link = new URL('/units', env.publicUrl).toString();
  const unitName = named ? `${named.number} ${named.description}` : String(unitId);
  await env.mailer.send({
    to: owner.email,
    subject: translate(locale, 'mail.assignmentRequest.subject'),
    text: translate(locale, 'mail.assignmentRequest.body', { expert: expertEmail, unit: unitName, link }),
    link,
  });
}
