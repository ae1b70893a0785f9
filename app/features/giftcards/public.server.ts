/**
 * Gift cards (decision 046), for server code: what other features may import from it. Gift cards
 * sit below Orders (checkout claims a card in its transaction) and above Wallet (a redeemed card
 * becomes store credit); they know orders by id only.
 */
export { claimGiftCard, giftCardLeft, giveBackGiftCard, type ClaimGiftCard } from "./checkout.server";
export { giftCardCode } from "./codes.server";
export { INVALID_CODE_MESSAGE } from "./ledger.server";
export { redeemGiftCard, TOO_MANY_TRIES_MESSAGE, type RedeemResult } from "./redeem.server";
export { giftCardWorth, sendDueGiftCards } from "./sending.server";
export {
  attachGiftCardCheckout,
  cancelAbandonedPurchases,
  cancelPendingGiftCard,
  closeGiftCardCheckout,
  createPendingGiftCard,
  giftCardById,
  giftCardOfSession,
  markGiftCardPaid,
  type GiftCardPurchase,
} from "./purchase.server";
export { redeemGiftCardFromForm } from "./redeem-form.server";
export { eraseGiftCardData, forgetGiftCardsBefore, giftCardDataOf } from "./personal-data.server";
