/**
 * Gift cards (decision 046), browser-safe: what other features may import from it.
 */
export { RedeemGiftCard, type RedeemGiftCardAnswer } from "./components/redeem-gift-card";
