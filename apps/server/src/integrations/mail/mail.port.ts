/** The mail port: what the product needs of an e-mail provider. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the message carries (verification, reset, invitation), for the log and the outbox. */
  links: string[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
