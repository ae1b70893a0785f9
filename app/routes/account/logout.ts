import { redirect } from "react-router";
import { signOutHeaders } from "~/features/accounts/public.server";
import { crossSiteRefusal, isCrossSite } from "~/lib/same-origin";
import type { Route } from "./+types/logout";

/**
 * Signs out (session and guest mode alike) and returns home. A form posted from another site
 * (its Origin, or the browser's Sec-Fetch-Site, says so) cannot sign anyone out: this resource
 * route gets the origin rule React Router gives pages' forms.
 */
export async function action({ request }: Route.ActionArgs) {
  if (isCrossSite(request)) throw crossSiteRefusal();
  return redirect("/", { headers: await signOutHeaders(request) });
}

/** Opening /logout (a link, another site's image) signs nobody out. */
export function loader() {
  return redirect("/");
}
