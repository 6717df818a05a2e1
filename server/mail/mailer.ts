import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message carries, logged when mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  /** An SMTP connection URL; without it every message is written to `outboxDir` as an .eml file. */
  smtpUrl?: string;
  outboxDir: string;
  from?: string;
}

const DEFAULT_FROM = 'Field questionnaires <no-reply@field-questionnaires.local>';

/**
 * Sends mail through SMTP, or, without SMTP_URL, writes each message as a real RFC 822 `.eml` file
 * (built by nodemailer, so it opens in any mail program) and logs its link.
 */
export function createMailer(settings: MailSettings): Mailer {
  const from = settings.from ?? DEFAULT_FROM;
  if (settings.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(settings.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    send: async (message) => {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      mkdirSync(settings.outboxDir, { recursive: true });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
      // With `buffer: true` the stream transport hands the whole message over as a Buffer.
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail transport gave no message buffer');
      writeFileSync(join(settings.outboxDir, name), info.message);
      console.info(`Mail to ${message.to} written to ${name}${message.link ? `: ${message.link}` : ''}`);
    },
  };
}
