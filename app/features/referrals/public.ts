/** Referrals (decision 045), browser-safe: what routes may import. */
export { ReferAFriend } from "./components/refer-a-friend";
export { ReferralSettings } from "./admin/referral-settings";
