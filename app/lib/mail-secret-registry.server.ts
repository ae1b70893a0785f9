// The registry of the secrets features put in mail (mail-secrets.server.ts fills them in). Apart
// from the tokens so that wiring it reads no environment and opens no database.

export interface MailSecret {
  /** What a reader of the stored mail sees in its place (the Outbox tab, a data download). */
  shownAs: string;
  /** The secret itself, derived at delivery from the token's reference. */
  reveal: (ref: string) => string | Promise<string>;
}

/** A feature's kinds of secret, loaded when a mail first needs them (wiring them opens nothing). */
export type LoadMailSecrets = () => Promise<Record<string, MailSecret>>;

const registered = new Map<string, LoadMailSecrets>();

/**
 * Registers, by feature, the kinds of secret features put in mail (lib cannot import them). Called
 * once by the composition point every entry runs (server/mail-secrets.ts: the server's start-up and
 * the tests' setup); registering a feature again replaces its kinds.
 */
export function registerMailSecrets(features: Record<string, LoadMailSecrets>): void {
  for (const [feature, load] of Object.entries(features)) registered.set(feature, load);
}

/** The registered secret of a kind, if a feature put it in. */
export async function mailSecretOfKind(kind: string): Promise<MailSecret | undefined> {
  for (const load of registered.values()) {
    const secret = (await load())[kind];
    if (secret) return secret;
  }
  return undefined;
}
