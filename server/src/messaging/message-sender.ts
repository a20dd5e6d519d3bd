import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A short message to a phone number through a messaging app (the 2FA code). */
export interface PhoneMessage {
  to: string;
  text: string;
  /** The one-time code in the text, for providers that send codes through a template. */
  code: string;
}

export interface MessageSender {
  send(message: PhoneMessage): Promise<void>;
}

export interface MessageSenderEnv extends Record<string, string | undefined> {
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  /** An approved authentication template; without it a plain text message is sent. */
  WHATSAPP_TEMPLATE?: string;
  WHATSAPP_TEMPLATE_LANGUAGE?: string;
  WHATSAPP_API_URL?: string;
}

/**
 * The WhatsApp Business Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set;
 * otherwise each message is appended to messages.log in `folder` and printed, so a developer
 * can read the code (nothing leaves the machine).
 */
export function createMessageSender(env: MessageSenderEnv, folder: string, log = console.log): MessageSender {
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) return whatsAppCloudSender(env);
  return {
    async send(m) {
      await mkdir(folder, { recursive: true });
      const line = `${new Date().toISOString()} to ${m.to}: ${m.text}`;
      await appendFile(join(folder, 'messages.log'), `${line}\n`);
      log(`[message] ${line}`);
    },
  };
}

function whatsAppCloudSender(env: MessageSenderEnv): MessageSender {
  const base = (env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/$/, '');
  const url = `${base}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  return {
    async send(m) {
      const to = m.to.replace(/^\+/, '');
      // Business-initiated messages need an approved template; an authentication template
      // carries the code in its body and in its copy-code button.
      const body = env.WHATSAPP_TEMPLATE
        ? {
            messaging_product: 'whatsapp',
            to,
            type: 'template',
            template: {
              name: env.WHATSAPP_TEMPLATE,
              language: { code: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en' },
              components: [
                { type: 'body', parameters: [{ type: 'text', text: m.code }] },
                { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: m.code }] },
              ],
            },
          }
        : { messaging_product: 'whatsapp', to, type: 'text', text: { body: m.text } };
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${env.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok)
        throw new Error(`WhatsApp API answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    },
  };
}

/** For tests: keeps what was sent; `fail` makes the next sends throw. */
export function memorySender(): MessageSender & { sent: PhoneMessage[]; fail: boolean } {
  const sender = {
    sent: [] as PhoneMessage[],
    fail: false,
    async send(m: PhoneMessage) {
      if (sender.fail) throw new Error('provider down');
      sender.sent.push(m);
    },
  };
  return sender;
}
