import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedRaw {
  to: string[];
  raw: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** An SMTP reply to a recipient the sink refuses: 5xx for good, 4xx for now. */
export interface RecipientRefusal {
  responseCode: number;
  message: string;
}

/**
 * A real SMTP server that keeps the raw messages it receives, and when they came. `refuse` names the
 * recipients it answers with an error instead, as a mail server does for an unknown mailbox.
 */
export async function startSmtpSink(
  options: { refuse?: (address: string) => RecipientRefusal | undefined } = {},
) {
  const received: ReceivedRaw[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
