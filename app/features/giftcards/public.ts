/**
 * Gift cards (decision 046), browser-safe: what other features may import from it.
 */
export { RedeemGiftCard, type RedeemGiftCardAnswer } from "./components/redeem-gift-card";
export {
  BuyGiftCardSchema,
  MAX_BOUGHT_PENCE,
  MAX_SEND_AHEAD_DAYS,
  MIN_BOUGHT_PENCE,
  SUGGESTED_AMOUNTS_PENCE,
  type BuyGiftCardForm,
} from "./purchase-schema";
export { MAX_MESSAGE_LENGTH } from "./issue-schema";
