import type { MessageChannel } from "../messages.server";

/** One message as a channel delivers it (an outbox row). */
export interface ChannelDelivery {
  /** The outbox row's id. */
  id: string;
  /** A phone number (E.164) for SMS and WhatsApp, a push subscription's id for push. */
  to: string;
  /** A push notification's title (SMS and WhatsApp send only the text). */
  subject: string;
  text: string;
  /** Where a push notification leads when tapped. */
  url: string;
}

/**
 * The port every channel other than email sits behind (decision 037): the send job hands it one
 * outbox row. Email keeps its own path (lib/mailer.server.ts), which this mirrors.
 */
export interface Channel {
  readonly name: Exclude<MessageChannel, "email">;
  /** Whether its service is configured; without it messages are `stored` in the outbox, never sent. */
  enabled(): boolean;
  /** Sends the message; resolves once the service accepted it, throws otherwise. */
  send(message: ChannelDelivery): Promise<void>;
}

/**
 * The service refused this recipient for good (a push subscription that is gone, a number that
 * cannot receive): trying again cannot help, so the message is failed at once, not retried.
 */
export class UndeliverableError extends Error {
  override name = "UndeliverableError";
}
