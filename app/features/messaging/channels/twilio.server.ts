import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { env } from "~/lib/env.server";
import { UndeliverableError, type Channel, type ChannelDelivery } from "./channel";

/**
 * The SDK's own HTTP client, sending every request to TWILIO_API_URL instead of Twilio's hosts
 * (the SDK's documented way to change how it talks: a custom `httpClient`). Tests point it at
 * tests/fakes/twilio-api.ts; a deployed shop leaves TWILIO_API_URL unset.
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super({ timeout: 20_000 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: new URL(uri.pathname + uri.search, this.baseUrl).href });
  }
}

let client: { key: string; twilio: twilio.Twilio } | undefined;
function twilioClient(): twilio.Twilio {
  const accountSid = env.TWILIO_ACCOUNT_SID!;
  const authToken = env.TWILIO_AUTH_TOKEN!;
  const key = [accountSid, authToken, env.TWILIO_API_URL].join("\n");
  if (client?.key !== key) {
    const httpClient = env.TWILIO_API_URL ? new BaseUrlRequestClient(env.TWILIO_API_URL) : undefined;
    client = { key, twilio: twilio(accountSid, authToken, { httpClient, timeout: 20_000 }) };
  }
  return client.twilio;
}

/** Twilio's answer to a number that cannot receive: 4xx but 429 (too many requests, worth retrying). */
function isPermanent(err: unknown): boolean {
  const status = (err as { status?: unknown }).status;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 429;
}

/** SMS or WhatsApp through Twilio's Messages API: on when the account, token and the channel's sender are set. */
function twilioChannel(name: "sms" | "whatsapp", sender: () => string | undefined, prefix: string): Channel {
  return {
    name,
    enabled: () => Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && sender()),
    async send(message: ChannelDelivery) {
      try {
        await twilioClient().messages.create({
          to: `${prefix}${message.to}`,
          from: `${prefix}${sender()!.replace(/^whatsapp:/, "")}`,
          body: message.text,
        });
      } catch (err) {
        if (isPermanent(err)) throw new UndeliverableError(err instanceof Error ? err.message : String(err));
        throw err;
      }
    },
  };
}

export const smsChannel = twilioChannel("sms", () => env.TWILIO_FROM, "");
export const whatsappChannel = twilioChannel("whatsapp", () => env.TWILIO_WHATSAPP_FROM, "whatsapp:");
