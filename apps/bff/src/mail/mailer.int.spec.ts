import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { waitUntil } from '@lectern/testing';
import { createSmtpMailer } from './mailer.js';

describe('SMTP mailer against a real SMTP receiver', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message with its sender, recipient, subject and body', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Lectern <no-reply@lectern.test>');
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open https://lectern.test/reset?x=1',
    });
    await waitUntil(() => received.length === 1);
    expect(received[0]!.from).toBe('no-reply@lectern.test');
    expect(received[0]!.to).toEqual(['ada@example.com']);
    expect(received[0]!.raw).toContain('Subject: Reset your password');
    expect(received[0]!.raw).toContain('https://lectern.test/reset?x=1');
  });
});
