import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessageSender } from './message-sender';

const message = { to: '+447700900123', text: '123456 is your Seaworthy login code.', code: '123456' };

describe('without a provider', () => {
  it('appends each message to messages.log for a developer to read', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'seaworthy-messages-'));
    const printed: string[] = [];
    const sender = createMessageSender({}, folder, (line: string) => printed.push(line));
    await sender.send(message);
    await sender.send({ ...message, to: '+33612345678' });
    const log = readFileSync(join(folder, 'messages.log'), 'utf8').trim().split('\n');
    expect(log).toHaveLength(2);
    expect(log[0]).toMatch(/ to \+447700900123: 123456 is your Seaworthy login code\.$/);
    expect(printed[1]).toContain('+33612345678');
  });
});

describe('the WhatsApp Cloud API', () => {
  const received: { url: string; auth: string; body: Record<string, unknown> }[] = [];
  let status = 200;
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body: JSON.parse(raw) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"error":"nope"}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  const env = { WHATSAPP_TOKEN: 'secret-token', WHATSAPP_PHONE_NUMBER_ID: '1098' };

  it('sends a text to the number without its plus, with the token', async () => {
    await createMessageSender({ ...env, WHATSAPP_API_URL: url }, '/nonexistent').send(message);
    expect(received.at(-1)).toEqual({
      url: '/v21.0/1098/messages',
      auth: 'Bearer secret-token',
      body: { messaging_product: 'whatsapp', to: '447700900123', type: 'text', text: { body: message.text } },
    });
  });

  it('with a template, sends the code as its body and button parameter', async () => {
    await createMessageSender({ ...env, WHATSAPP_API_URL: url, WHATSAPP_TEMPLATE: 'login_code' }, '/x').send(
      message,
    );
    const body = received.at(-1)!.body as {
      template: { name: string; components: { parameters: { text: string }[] }[] };
    };
    expect(body.template.name).toBe('login_code');
    expect(body.template.components.map((c) => c.parameters[0]!.text)).toEqual(['123456', '123456']);
  });

  it('fails when the API refuses, so the login can say so', async () => {
    status = 401;
    await expect(createMessageSender({ ...env, WHATSAPP_API_URL: url }, '/x').send(message)).rejects.toThrow(
      /WhatsApp API answered 401/,
    );
    status = 200;
  });
});
