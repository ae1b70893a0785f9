/**
 * Referrals (decision 045), for server code: what routes, Shop and the jobs may import. Referrals
 * sit above Orders, Wallet, Promotions, Settings and Accounts; only Shop, the routes and
 * server/jobs.ts import them.
 */
export { referralCodeOf } from "./codes.server";
export { loadReferAFriend, type ReferAFriendView } from "./account.server";
export { followReferralLink } from "./pages/referral-link.server";
export { recordReferral, type ReferralOutcome, type ReferredOrder } from "./record.server";
export { referralCodeFromCookie } from "./referral-cookie.server";
export { REFERRAL_CREDIT_NOTE, settleReferrals, type SettledReferrals } from "./settle.server";
export { inviteOfRequest, type ReferralInvite } from "./welcome.server";
export { eraseReferralData, referralDataOf } from "./personal-data.server";
export { referralSettingsIntents, loadReferralSettings } from "./admin/referral-settings.server";
