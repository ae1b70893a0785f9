import { signOutHeaders } from "~/features/accounts/public.server";
import { failed } from "~/lib/action-result.server";
import { dispatchIntent } from "~/lib/intents.server";
import { eraseIntent, exportResponse, summaryOf } from "../data-rights.server";

/** The signed-in customer (accounts' requireUser, which the route runs). */
export interface Customer {
  id: string;
  email: string;
  role: "admin" | "user";
}

const subjectOf = (user: Customer) => ({ email: user.email, userId: user.id });

/** My account → Your data: how much is held about the signed-in customer. */
export async function loadMyDataPage(user: Customer) {
  return { email: user.email, isAdmin: user.role === "admin", summary: await summaryOf(subjectOf(user)) };
}

/** The download (`/my-account/data/export?format=json|csv`) of everything held about the signed-in customer. */
export function myDataExport(request: Request, user: Customer) {
  return exportResponse(request, subjectOf(user));
}

/** The page's one write: delete the account (the person typed their email or DELETE), then signed out. */
export function myDataAction(request: Request, user: Customer) {
  return dispatchIntent(request, {
    erase: (form) =>
      // The shop's admins keep it running: an admin account is removed by another admin (Users tab).
      user.role === "admin"
        ? failed("An admin account cannot be deleted here", {
            description: "Ask another admin to remove it in the back-office's Users tab.",
          })
        : eraseIntent(subjectOf(user), form, () => signOutHeaders(request)),
  });
}
