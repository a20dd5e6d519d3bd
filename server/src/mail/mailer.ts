import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = process.env.MAIL_FROM ?? 'Seaworthy <no-reply@seaworthy.local>';

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to a local
 * folder a developer can open (nothing leaves the machine).
 */
export function createMailer(opts: { smtpUrl?: string; folder: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return { send: async (m) => void (await transport.sendMail({ from: FROM, ...m })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: FROM, ...m });
      await mkdir(opts.folder, { recursive: true });
      const safe = m.to.replace(/[^a-z0-9@.-]/gi, '_');
      await writeFile(join(opts.folder, `${Date.now()}-${safe}.eml`), info.message as Buffer);
    },
  };
}

/** For tests: keeps what was sent. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (m) => void sent.push(m) };
}
