import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import { decrypt } from "http_ece";
import selfsigned from "selfsigned";

/** A push message the stub accepted: decrypted, with what its VAPID signature said. */
export interface PushDelivery {
  /** The subscription it was for (the last segment of its endpoint). */
  subscription: string;
  /** The decrypted payload, parsed as JSON (the app sends {title, body, url}). */
  payload: unknown;
  /** The sender's VAPID public key (the `k` of its Authorization header). */
  vapidKey: string;
  /** The VAPID JWT's claims: the audience (this service's origin), expiry and contact. */
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
  urgency: string | null;
}

/** A browser's side of a subscription: the keys only the browser holds. */
interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
}

const base64url = (value: Buffer) => value.toString("base64url");

function refuse(res: ServerResponse, status: number, reason: string) {
  res.writeHead(status, { "Content-Type": "text/plain" });
  res.end(reason);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Checks a VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`): an ES256 JWT
 * signed by the key `k`, for this service's origin, not expired, with a contact. Returns its
 * claims and key, or why it is refused.
 */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return { error: "missing or malformed VAPID Authorization" };
  const [, token, k] = match;
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return { error: "malformed JWT" };
  const jwtHeader = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (jwtHeader.alg !== "ES256") return { error: "JWT is not ES256" };
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) return { error: "k is not an uncompressed P-256 point" };
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return { error: "JWT signature does not match k" };
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as PushDelivery["claims"];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return { error: `JWT audience ${claims.aud} is not ${origin}` };
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return { error: "JWT expired or expires after 24 h" };
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) return { error: "JWT subject is not mailto: or https:" };
  return { claims, vapidKey: k };
}

/**
 * A local push service (what Chrome's or Firefox's would be, RFC 8030) over https with a
 * self-signed certificate: `subscribe()` plays a browser, making a subscription's keys; a POST to
 * its endpoint must carry a valid VAPID signature (else 401) and an aes128gcm body, which the stub
 * decrypts with the browser's private key and keeps in `received`. An endpoint in `gone` answers
 * 410 (the browser unsubscribed). Node trusts the certificate after `trust()` (this process) or
 * through NODE_EXTRA_CA_CERTS=`caFile` (a server process started with it).
 */
export async function startPushService() {
  const pems = await selfsigned.generate([{ name: "commonName", value: "localhost" }], {
    keySize: 2048,
    algorithm: "sha256",
  });
  const caFile = join(tmpdir(), `dabba-push-ca-${randomUUID()}.pem`);
  writeFileSync(caFile, pems.cert);
  const subscribers = new Map<string, Subscriber>();
  const received: PushDelivery[] = [];
  const gone = new Set<string>();
  let origin = "";

  const server = createServer({ key: pems.private, cert: pems.cert }, async (req, res) => {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
    const subscriber = id ? subscribers.get(id) : undefined;
    if (req.method !== "POST" || !id || !subscriber) return refuse(res, 404, "no such subscription");
    const body = await readBody(req);
    const vapid = checkVapid(req.headers.authorization, origin);
    if ("error" in vapid) return refuse(res, 401, vapid.error ?? "unauthorized");
    if (gone.has(id)) return refuse(res, 410, "the subscription has expired or was unsubscribed");
    if (req.headers["content-encoding"] !== "aes128gcm") return refuse(res, 415, "aes128gcm only");
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(res, 400, "TTL header required");
    let payload: unknown;
    try {
      const plain = decrypt(body, { version: "aes128gcm", privateKey: subscriber.ecdh, authSecret: subscriber.auth });
      payload = JSON.parse(plain.toString("utf8"));
    } catch (err) {
      return refuse(res, 400, `cannot decrypt: ${String(err)}`);
    }
    received.push({
      subscription: id,
      payload,
      vapidKey: vapid.vapidKey,
      claims: vapid.claims,
      ttl,
      urgency: (req.headers.urgency as string | undefined) ?? null,
    });
    res.writeHead(201, { Location: `${origin}/message/${randomUUID()}` });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const defaultCAs = getCACertificates("default");

  return {
    origin,
    caFile,
    received,
    /** Endpoints' ids that answer 410 Gone. */
    gone,
    /** A new browser subscription, as PushSubscription.toJSON() gives it. */
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
      };
    },
    /** Makes this process's TLS clients (web-push's https requests) trust the stub's certificate. */
    trust() {
      setDefaultCACertificates([...defaultCAs, pems.cert]);
    },
    close: async () => {
      setDefaultCACertificates(defaultCAs);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
