import { openCampaignLink } from "~/features/campaigns/public.server";
import type { Route } from "./+types/campaign-link";

/** A campaign message's own link (signed per recipient): counts the open, then leads to the shop. */
export const loader = ({ params }: Route.LoaderArgs) => openCampaignLink(params);
