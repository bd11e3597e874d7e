/**
 * A real SMTP server for tests (the smtp-server package) that parses every message it
 * accepts with mailparser. `delayMs` slows each acceptance, so a test can kill a worker
 * while a batch is in flight.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface SmtpSink {
  url: string;
  mails: ParsedMail[];
  /** Resolves once at least `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { delayMs?: number } = {}): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client killed mid-session (the kill -9 test) resets its connection: expected here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(count, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`only ${mails.length} of ${count} mails arrived within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
