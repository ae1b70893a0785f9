/**
 * Campaigns' public entry for server code (a top layer: the routes and the job runner use it).
 */
export { campaignTriggers } from "./campaigns.server";
export { runCampaigns } from "./sending.server";
export { openCampaignLink } from "./campaign-link-open.server";
