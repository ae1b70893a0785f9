import { redirect } from "react-router";
import { clearGuest } from "~/features/accounts/guest.server";
import { auth } from "~/features/accounts/auth.server";
import type { Route } from "./+types/logout";

/**
 * Signs out (session and guest mode alike) and returns home. A form posted from another site
 * (the browser says so in Sec-Fetch-Site) cannot sign anyone out.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.headers.get("sec-fetch-site") === "cross-site") throw new Response("Forbidden", { status: 403 });
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

export function loader() {
  return redirect("/");
}
