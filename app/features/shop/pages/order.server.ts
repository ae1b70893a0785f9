import { redirect } from "react-router";
import { loadBuilder } from "../builder.server";

/**
 * The order builder's page. `owner` is whose basket this browser keeps (accounts' shopper key):
 * visitors who are neither signed in nor guests start at the postcode check.
 */
export async function loadOrderPage(owner: string | null) {
  if (!owner) throw redirect("/postcode-check");
  return { ...(await loadBuilder()), owner };
}
