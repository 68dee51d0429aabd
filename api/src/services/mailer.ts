import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail { to: string; subject: string; text: string }
export interface Mailer { send(mail: Mail): Promise<void> }

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each mail as an
 * .eml file into DATA_DIR/outbox and logs where it went, so a self-hosted
 * install without mail still lets an admin complete a confirmation.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: (msg: string, extra?: object) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      const body = `From: ${opts.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\nContent-Type: text/plain; charset=utf-8\n\n${mail.text}\n`;
      await fs.writeFile(file, body, 'utf8');
      opts.log('mail written to outbox', { to: mail.to, file });
    },
  };
}
