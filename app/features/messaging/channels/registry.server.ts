import type { MessageChannel } from "../messages.server";
import type { Channel } from "./channel";
import { smsChannel, whatsappChannel } from "./twilio.server";
import { pushChannel } from "./web-push.server";

const CHANNELS: Record<Exclude<MessageChannel, "email">, Channel> = {
  sms: smsChannel,
  whatsapp: whatsappChannel,
  push: pushChannel,
};

/** The adapter behind the port for a channel other than email. */
export function channelFor(name: Exclude<MessageChannel, "email">): Channel {
  return CHANNELS[name];
}
