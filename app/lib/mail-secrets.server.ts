import { mailSecretOfKind, type MailSecret } from "./mail-secret-registry.server";
import { signValue, validSignature } from "./signing.server";

/**
 * Secrets in mail (a gift card's code): the outbox keeps a token in their place, so no reader of
 * the database or of the Outbox tab can use them; the send job fills them in for the message handed
 * to SMTP. The token names the kind of secret and what it is derived from (a card's id), signed, so
 * text a customer typed into a mail (a gift card's message) cannot ask for another card's code.
 * The kinds are registered by the features (mail-secret-registry.server.ts).
 */

const PURPOSE = "mail-secret";
const TOKEN = /\{\{secret:([a-z][a-z0-9-]*):([A-Za-z0-9-]+):([A-Za-z0-9_-]+)\}\}/g;

/** The token a mail's body carries in place of a secret of `kind` derived from `ref`. */
export function secretInMail(kind: string, ref: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(kind) || !/^[A-Za-z0-9-]+$/.test(ref))
    throw new Error(`A mail secret's kind and reference are letters, digits and dashes: ${kind}:${ref}`);
  return `{{secret:${kind}:${ref}:${signValue(PURPOSE, `${kind}:${ref}`)}}}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The genuine tokens of a body (a forged one is left as it was typed), each once, with their kind. */
async function tokensIn(body: string) {
  const tokens = new Map<string, { kind: string; ref: string; secret: MailSecret | undefined }>();
  for (const [token, kind, ref, signature] of body.matchAll(TOKEN))
    if (!tokens.has(token) && validSignature(PURPOSE, `${kind}:${ref}`, signature))
      tokens.set(token, { kind, ref, secret: await mailSecretOfKind(kind) });
  return tokens;
}

function replaceTokens(body: string, format: "text" | "html", values: Map<string, string>): string {
  if (!values.size) return body;
  return body.replace(TOKEN, (token) => {
    const value = values.get(token);
    return value === undefined ? token : format === "html" ? escapeHtml(value) : value;
  });
}

/**
 * A stored body as its recipient receives it, every secret filled in (the send job, the tests'
 * outbox). A kind no feature registered fails loudly rather than send a mail without its secret.
 */
export async function revealMailSecrets(body: string, format: "text" | "html"): Promise<string> {
  const values = new Map<string, string>();
  for (const [token, { kind, ref, secret }] of await tokensIn(body)) {
    if (!secret) throw new Error(`No feature fills in "${kind}" secrets in mail: wire them (server/mail-secrets.ts)`);
    values.set(token, await secret.reveal(ref));
  }
  return replaceTokens(body, format, values);
}

/** A stored body as an admin or a data download may see it: each secret is its placeholder. */
export async function hideMailSecrets(body: string, format: "text" | "html"): Promise<string> {
  const values = new Map<string, string>();
  for (const [token, { secret }] of await tokensIn(body)) values.set(token, secret?.shownAs ?? "[filled in when sent]");
  return replaceTokens(body, format, values);
}
