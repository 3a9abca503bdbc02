import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/** Delivers one mail or throws. `kept` means it was stored for viewing, not delivered. */
export interface MailTransport {
  readonly delivers: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

export class SmtpMailTransport implements MailTransport {
  readonly delivers = true;
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      ...mail,
      attachments: mail.attachments?.map((a) => ({ ...a, encoding: 'base64' })),
    });
  }
}

/** With no SMTP server configured, mail stays in the outbox, where support and tests read it. */
export class KeepMailTransport implements MailTransport {
  readonly delivers = false;
  async send(): Promise<void> {}
}
