/**
 * The mails the fake back end "sent" (fake mode only: `npm run dev:fake`), so a person
 * trying the registration or the password recovery can open the link. Null in http mode.
 */

export interface DemoMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The SPA path of the link (e.g. `/confirmar-email?token=…`). */
  link: string;
  sentAt: string;
}

export interface DemoMailbox {
  /** Newest first. */
  list(): DemoMail[];
  /** Called when a mail arrives; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
