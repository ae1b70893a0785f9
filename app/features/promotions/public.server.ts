export {
  claimPromo,
  previewPromo,
  promoOrderOf,
  promoRuleById,
  recordRedemption,
  redemptionOf,
  releaseRedemption,
  weeklyPromoOff,
  type PromoAttempt,
  type PromoClaim,
} from "./redemption.server";
export { activePromoCodes } from "./codes.server";
