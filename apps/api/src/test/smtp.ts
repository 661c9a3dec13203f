import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port, for mail tests: it keeps every message it accepts (parsed back with
 * mailparser), or refuses each message with `refuse` (e.g. 451: try again later, 550: never). `url` is what
 * SMTP_URL gets (with a user and password, which the server accepts whatever they are).
 */
export type TestSmtp = {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Resolves when `count` messages have arrived (rejects after `ms`). */
  waitFor: (count: number, ms?: number) => Promise<ParsedMail[]>;
  refuse: (code: number | null) => void;
  close: () => Promise<void>;
};

export async function startSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    // Plain SMTP on localhost: no STARTTLS offered (its certificate would be a self-signed one).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, _session, callback) {
      if (refusal !== null) {
        stream.resume();
        const code = refusal;
        stream.on('end', () =>
          callback(Object.assign(new Error(`${code} test server refuses the message`), { responseCode: code })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://mailer:S3cret-pass@127.0.0.1:${port}`,
    port,
    received,
    refuse: (code) => {
      refusal = code;
    },
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
