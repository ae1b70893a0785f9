import { redirect } from "react-router";
import { clearGuest } from "~/features/accounts/guest.server";
import { auth } from "~/features/accounts/auth.server";
import { crossSiteRefusal, isCrossSite } from "~/lib/same-origin";
import type { Route } from "./+types/logout";

/**
 * Signs out (session and guest mode alike) and returns home. A form posted from another site
 * (its Origin, or the browser's Sec-Fetch-Site, says so) cannot sign anyone out: this resource
 * route gets the origin rule React Router gives pages' forms.
 */
export async function action({ request }: Route.ActionArgs) {
  if (isCrossSite(request)) throw crossSiteRefusal();
  const headers = new Headers();
  try {
    const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch {
    // Not signed in: clearing guest mode is all there is to do.
  }
  headers.append("Set-Cookie", await clearGuest());
  return redirect("/", { headers });
}

/** Opening /logout (a link, another site's image) signs nobody out. */
export function loader() {
  return redirect("/");
}
