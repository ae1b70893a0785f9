import { followReferralLink } from "~/features/referrals/public.server";
import type { Route } from "./+types/referral-link";

// A customer's share link: the code kept for the friend's checkout, then the builder (decision 045).
export const loader = ({ params }: Route.LoaderArgs) => followReferralLink(params.code);
