import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.js';

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface Log {
  info(details: object, message: string): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/mail, readable by the service's user only,
 * and a log line that names the file (and the link only when MAIL_LOG_LINKS asks for it).
 */
export function createMailTransport(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'mailLogLinks'>,
  log: Log,
): MailTransport {
  if (config.smtpUrl) {
    // Every wait is well under the outbox's five-minute claim, so a hung relay cannot make another
    // instance send the same message, nor hold up shutdown for long.
    const transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transporter.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      },
      close: () => transporter.close(),
    };
  }
  const folder = path.join(config.dataDir, 'mail');
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    send: async (mail) => {
      const info = await renderer.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `${new Date().toISOString().replaceAll(':', '-')}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const link = config.mailLogLinks ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
      log.info({ to: mail.to, file, ...(link ? { link } : {}) }, `mail written to file: ${mail.subject}`);
    },
    close: () => renderer.close(),
  };
}
