import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { dispatchIntent } from "~/lib/intents.server";
import { checkPostcode, joinWaitlist } from "../postcodes.server";
import { PostcodeCheckSchema, PostcodeWaitlistSchema } from "../schemas";

/** Signed-in users and guests go straight to the builder; visitors log in (or continue as guests) first. */
const LOGIN_THEN_ORDER = "/login?redirectTo=%2Forder";

/** `owner`: whose basket this browser keeps (accounts' shopper key), null for a visitor. */
export function loadPostcodeCheckPage(owner: string | null) {
  return { orderHref: owner ? "/order" : LOGIN_THEN_ORDER, owner };
}

export type WaitlistOutcome = { status: "joined" | "already"; email: string } | null;

/** The postcode check, and the waitlist offered when the postcode is outside the area. */
export function postcodeCheckAction(request: Request) {
  return dispatchIntent(request, { check, waitlist }, { fallback: "check" });
}

async function waitlist(formData: FormData) {
  const submission = parseWithZod(formData, { schema: PostcodeWaitlistSchema });
  const check = await checkPostcode(String(formData.get("postcode") ?? ""));
  if (submission.status !== "success") {
    return data(
      { check, checkReply: null, waitlistReply: submission.reply(), waitlist: null as WaitlistOutcome },
      { status: 400 },
    );
  }
  const joined = await joinWaitlist(submission.value.email, submission.value.postcode);
  if (!joined.ok) {
    return data(
      {
        check,
        checkReply: null,
        waitlistReply: submission.reply({ formErrors: [joined.message] }),
        waitlist: null as WaitlistOutcome,
      },
      { status: 400 },
    );
  }
  return {
    check,
    checkReply: null,
    waitlistReply: submission.reply({ resetForm: true }),
    waitlist: {
      status: joined.alreadyListed ? "already" : "joined",
      email: submission.value.email,
    } as WaitlistOutcome,
  };
}

async function check(formData: FormData) {
  const submission = parseWithZod(formData, { schema: PostcodeCheckSchema });
  if (submission.status !== "success") {
    return data(
      { check: null, checkReply: submission.reply(), waitlistReply: null, waitlist: null as WaitlistOutcome },
      { status: 400 },
    );
  }
  const check = await checkPostcode(submission.value.postcode);
  if (check.status === "invalid") {
    return data(
      {
        check: null,
        checkReply: submission.reply({ fieldErrors: { postcode: [check.message] } }),
        waitlistReply: null,
        waitlist: null as WaitlistOutcome,
      },
      { status: 400 },
    );
  }
  return { check, checkReply: submission.reply(), waitlistReply: null, waitlist: null as WaitlistOutcome };
}
