import type { CREDIT_REASONS } from "~/db/schema/wallet";

type Reason = (typeof CREDIT_REASONS)[number];

const FALLBACK: Record<Reason, string> = {
  refund: "Refund",
  grant: "Credit",
  checkout: "Paid towards an order",
  renewal: "Paid towards a weekly box",
  gift_card: "Gift card",
  referral: "Referral reward",
  reversal: "Credit given back",
};

/**
 * What a movement says to the customer: a grant names the shop and the owner's note ("Credit from
 * Saffron Dabba: Sorry about the late box"); every other movement's note was written in the
 * customer's words when it was made ("Refund of order TIF-1234"), else its reason in words.
 */
export function creditMovementText({ reason, note }: { reason: Reason; note: string }, shopName: string): string {
  if (reason === "grant") return note ? `Credit from ${shopName}: ${note}` : `Credit from ${shopName}`;
  return note || FALLBACK[reason];
}
