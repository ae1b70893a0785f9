import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A message the fake accepted, as Twilio would have sent it. */
export interface FakeTwilioMessage {
  sid: string;
  channel: "sms" | "whatsapp";
  /** The recipient and sender without their `whatsapp:` prefix. */
  to: string;
  from: string;
  body: string;
}

export interface FakeTwilioOptions {
  accountSid?: string;
  authToken?: string;
  /** 127.0.0.1's port to listen on (default: any free one). */
  port?: number;
}

/** Twilio's error body (https://www.twilio.com/docs/api/errors). */
function twilioError(res: ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  return body;
}

/**
 * A local Twilio REST API speaking what the app uses of it: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth (the account SID and auth
 * token) and a form body of To, From, Body (`whatsapp:`-prefixed for WhatsApp). The real SDK talks
 * to it when TWILIO_API_URL is its `url`. `failNext` makes the next requests fail as Twilio would;
 * a number in `unsubscribed` gets Twilio's 21610 (the recipient replied STOP).
 */
export async function startFakeTwilio(options: FakeTwilioOptions = {}) {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString("hex")}`;
  const authToken = options.authToken ?? randomBytes(16).toString("hex");
  const messages: FakeTwilioMessage[] = [];
  const unsubscribed = new Set<string>();
  const failures: number[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (!match || req.method !== "POST") return twilioError(res, 404, 20404, "The requested resource was not found");
    if (req.headers.authorization !== expectedAuth || match[1] !== accountSid)
      return twilioError(res, 401, 20003, "Authenticate");
    const form = new URLSearchParams(await readBody(req));
    const [to, from, body] = ["To", "From", "Body"].map((name) => form.get(name) ?? "");
    if (!to || !from || !body) return twilioError(res, 400, 21604, "A 'To', 'From' and 'Body' are required");
    const channel = to.startsWith("whatsapp:") ? "whatsapp" : "sms";
    if (channel === "whatsapp" && !from.startsWith("whatsapp:"))
      return twilioError(res, 400, 63007, "The WhatsApp sender must be whatsapp:-prefixed");
    const bare = (number: string) => number.replace(/^whatsapp:/, "");
    if (!/^\+[1-9]\d{6,14}$/.test(bare(to))) return twilioError(res, 400, 21211, `The 'To' number ${to} is not valid`);
    const status = failures.shift();
    if (status) return twilioError(res, status, status === 429 ? 20429 : 20500, "Service unavailable");
    if (unsubscribed.has(bare(to))) return twilioError(res, 400, 21610, "Attempt to send to unsubscribed recipient");

    const sid = `SM${randomBytes(16).toString("hex")}`;
    messages.push({ sid, channel, to: bare(to), from: bare(from), body });
    const now = new Date().toUTCString();
    res.writeHead(201, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        sid,
        account_sid: accountSid,
        api_version: "2010-04-01",
        to,
        from,
        body,
        status: "queued",
        direction: "outbound-api",
        num_segments: "1",
        num_media: "0",
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        price: null,
        price_unit: "GBP",
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    /** Every message accepted, oldest first. */
    messages,
    /** The numbers (E.164) that replied STOP: Twilio refuses them (21610). */
    unsubscribed,
    /** The next `times` valid requests fail with `status` (500: Twilio is down, 429: too many requests). */
    failNext(times = 1, status = 500) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
