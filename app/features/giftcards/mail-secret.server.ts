import type { MailSecret } from "~/lib/mail-secret-registry.server";
import { secretInMail } from "~/lib/mail-secrets.server";
import { giftCardCode } from "./codes.server";

const GIFT_CARD_CODE = "gift-card-code";

/**
 * What the recipient's email carries in place of the card's code (decision 046): a token the send
 * job fills in, so the outbox, and the back-office's Outbox tab, hold no code that could be spent.
 */
export function codeInMail(card: { id: string }): string {
  return secretInMail(GIFT_CARD_CODE, card.id);
}

/**
 * The mailer's way to fill the code in (registered by server/mail-secrets.ts). It opens no
 * database: the code is derived from the card's id.
 */
export const giftCardMailSecrets: Record<string, MailSecret> = {
  [GIFT_CARD_CODE]: {
    shownAs: "[gift card code, filled in when sent]",
    reveal: (cardId) => giftCardCode({ id: cardId }),
  },
};
