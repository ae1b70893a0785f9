// The registry itself: importing it reads no environment and opens no database.
import { registerMailSecrets } from "~/lib/mail-secret-registry.server";

/**
 * The composition point of the secrets features put in mail (lib/mail-secrets.server.ts), which the
 * mailer cannot import: run by every entry, the server's start-up (server/start.ts) and the tests'
 * setup (tests/setup), as payments' reactions are. Each is loaded when a mail first needs it.
 */
export function wireMailSecrets(): void {
  registerMailSecrets({
    // What the mailer needs of gift cards (a card's code, derived from its id), not their public entry.
    giftcards: async () => (await import("~/features/giftcards/mail-secret.server")).giftCardMailSecrets,
  });
}
