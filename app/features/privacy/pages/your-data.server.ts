import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { accountHolderOf } from "~/features/accounts/public.server";
import { failed, succeeded } from "~/lib/action-result.server";
import { dispatchIntent } from "~/lib/intents.server";
import { eraseIntent, exportResponse, summaryOf } from "../data-rights.server";
import { GUEST_LINK_SENT, readGuestLink, requestGuestLink } from "../guest-link.server";
import { DataRequestSchema } from "../schemas";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/**
 * /your-data: without a token, the form asking for a link; with the emailed link's token, what is
 * held under its email (or why the link does not open it: expired or changed, or the address now
 * has an account, whose holder signs in instead).
 */
export async function loadYourDataPage(request: Request) {
  const token = tokenOf(request);
  if (token === null) return { state: "ask" as const };
  const email = readGuestLink(token);
  if (!email) return { state: "expired" as const };
  if (await accountHolderOf(email)) return { state: "sign-in" as const };
  return { state: "open" as const, email, token, summary: await summaryOf({ email, userId: null }) };
}

/** The download of what is held under the link's email (`/your-data/export?token=…&format=json|csv`). */
export function yourDataExport(request: Request) {
  const email = readGuestLink(tokenOf(request));
  if (!email) return new Response("This link has expired or is not valid.", { status: 403 });
  return exportResponse(request, { email, userId: null });
}

export function yourDataAction(request: Request, clientIp: string) {
  return dispatchIntent(request, {
    request: async (form) => {
      const submission = parseWithZod(form, { schema: DataRequestSchema });
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
      if (!(await requestGuestLink(submission.value.email, clientIp)))
        return data(
          { result: submission.reply({ formErrors: ["Too many requests. Please try again in an hour."] }) },
          { status: 429 },
        );
      return succeeded({ title: "Check your email", description: GUEST_LINK_SENT }, { sent: true });
    },
    erase: async (form) => {
      const email = readGuestLink(form.get("token")?.toString());
      if (!email || (await accountHolderOf(email)))
        return failed("This link has expired", {
          status: 403,
          description: "Please ask for a new link below.",
        });
      return eraseIntent({ email, userId: null }, form, async () => new Headers());
    },
  });
}
