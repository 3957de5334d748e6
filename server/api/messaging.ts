import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { log } from '../lib/logger.ts';

/**
 * Messages that leave the system (DESIGN §1). With no provider configured they are written to
 * the outbox table (and the log), so every flow works end to end on a fresh machine; with
 * SOLAPI_* the SMS go through the Korean gateway, with SMTP_URL the e-mails through SMTP.
 */
export interface Messenger {
  sms(to: string, text: string): Promise<void>;
  email(to: string, subject: string, text: string): Promise<void>;
}

async function record(db: Db, channel: 'sms' | 'email', recipient: string, body: string, subject: string | null, provider: string, sent: boolean): Promise<void> {
  await db.query(
    'INSERT INTO outbox (channel, recipient, subject, body, provider, sent_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [channel, recipient, subject, body, provider, sent ? new Date() : null],
  );
}

export function createMessenger(db: Db, config: Config): Messenger {
  // One SMTP transport for the process (nodemailer pools nothing by default; made on first use).
  let transport: Promise<import('nodemailer').Transporter> | null = null;
  const mailer = () => (transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(config.SMTP_URL)));
  const solapi = config.SOLAPI_API_KEY && config.SOLAPI_API_SECRET && config.SOLAPI_SENDER
    ? { key: config.SOLAPI_API_KEY, secret: config.SOLAPI_API_SECRET, from: config.SOLAPI_SENDER }
    : null;
  return {
    async sms(to, text) {
      if (!solapi) {
        await record(db, 'sms', to, text, null, 'outbox', false);
        log.info('sms written to the outbox (no SMS gateway configured)', { to: maskPhone(to) });
        return;
      }
      const { SolapiMessageService } = await import('solapi');
      await new SolapiMessageService(solapi.key, solapi.secret).send({ to, from: solapi.from, text });
      // The code itself is not kept once the gateway has it.
      await record(db, 'sms', to, text.replace(/\d{6}/g, '******'), null, 'solapi', true);
    },
    async email(to, subject, text) {
      if (!config.SMTP_URL) {
        await record(db, 'email', to, text, subject, 'outbox', false);
        log.info('e-mail written to the outbox (no SMTP server configured)', { subject });
        return;
      }
      await (await mailer()).sendMail({ from: config.MAIL_FROM, to, subject, text });
      await record(db, 'email', to, text, subject, 'smtp', true);
    },
  };
}

export function maskPhone(phone: string): string {
  return phone.replace(/\d(?=(?:\D*\d){4})/g, '*');
}
