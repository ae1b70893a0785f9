import { addressBucket, consumeRateLimit } from "~/lib/rate-limit.server";

/**
 * A gift card's code typed at checkout is a guess an attacker could repeat (decision 046): each
 * price or order that carries one counts against the client's address, 20 an hour (a summary
 * priced again as the basket changes counts too; 80-bit codes are not found in 20 tries).
 */
export function giftCardTryAllowed(clientIp: string): Promise<boolean> {
  return consumeRateLimit(`gift-card:checkout:${addressBucket(clientIp || "unknown")}`, 20, 3600);
}
