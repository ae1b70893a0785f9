export { normalisePromoCode, promoAmount, promoOffer, renewalsCovered, UNKNOWN_CODE_MESSAGE } from "./promo-rules";
export type { PromoOrder, PromoRule } from "./promo-rules";
