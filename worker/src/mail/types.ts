/**
 * @module mail/types — how Mynd sends email (sign-in codes). Hosts pick a provider from the config.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly name: string;
  /** Rejects when the provider did not accept the message. */
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  code: string | null;
  sentAt: string;
}

/** A mailer that keeps what it sent (the console mailer): enables GET /api/dev/outbox. */
export interface OutboxMailer extends Mailer {
  outbox(email?: string): OutboxEntry[];
}

export function hasOutbox(mailer: Mailer): mailer is OutboxMailer {
  return typeof (mailer as Partial<OutboxMailer>).outbox === 'function';
}
