import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The first http(s) link of the body. */
  link?: string;
}

/** Every .eml the mailer wrote to the outbox folder, parsed like a mail program would, oldest first. */
export async function readOutbox(folder: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (name) => {
      const mail = await simpleParser(readFileSync(join(folder, name)));
      const to = Array.isArray(mail.to)
        ? mail.to.map((address) => address.text).join(', ')
        : (mail.to?.text ?? '');
      const text = mail.text ?? '';
      return { to, subject: mail.subject ?? '', text, link: /https?:\/\/\S+/.exec(text)?.[0] };
    }),
  );
}

/** The newest mail to an address. */
export async function lastMailTo(folder: string, address: string): Promise<OutboxMail | undefined> {
  return (await readOutbox(folder)).filter((mail) => mail.to.includes(address)).at(-1);
}
