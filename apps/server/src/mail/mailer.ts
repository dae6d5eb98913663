import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { devMailbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'dev' keeps messages in the database for /dev/mailbox; 'smtp' delivers through SMTP_URL. */
  readonly kind: 'dev' | 'smtp';
  send: (mail: OutgoingMail) => Promise<void>;
}

export function createMailer(options: { db: Database; smtpUrl: string | undefined; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    kind: 'dev',
    async send(mail) {
      await options.db.insert(devMailbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      });
    },
  };
}
