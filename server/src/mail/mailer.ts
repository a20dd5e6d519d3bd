import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
  // nodemailer is loaded with the first message, not at start (issue 34: a restart under 1 s).
  const transport = once(async () => {
    const { default: nodemailer } = await import('nodemailer');
    return opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  });
  if (opts.smtpUrl)
    return { send: async (m) => void (await (await transport()).sendMail({ from: FROM, ...m })) };
  return {
    async send(m) {
      const info = await (await transport()).sendMail({ from: FROM, ...m });
      await mkdir(opts.folder, { recursive: true });
      const safe = m.to.replace(/[^a-z0-9@.-]/gi, '_');
      await writeFile(join(opts.folder, `${Date.now()}-${safe}.eml`), info.message as Buffer);
    },
  };
}

/** The first call's promise, kept for every later call. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** For tests: keeps what was sent. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (m) => void sent.push(m) };
}
