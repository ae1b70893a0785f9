import { failed } from "~/lib/action-result.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { csvZipDownload, jsonDownload } from "./export-files.server";
import { collectPersonalData, dataSummary, erasePersonalData, type DataSubject } from "./personal-data.server";
import { confirmsErasure, ExportFormatSchema } from "./schemas";

/** The download a page's link asks for (`?format=json` or `csv`), of everything held about `subject`. */
export async function exportResponse(request: Request, subject: DataSubject): Promise<Response> {
  const format = ExportFormatSchema.safeParse(new URL(request.url).searchParams.get("format"));
  if (!format.success) return new Response("Ask for format=json or format=csv.", { status: 400 });
  const data = await collectPersonalData(subject);
  logger.info({ format: format.data, account: Boolean(subject.userId) }, "personal data downloaded");
  return format.data === "json" ? jsonDownload(data) : csvZipDownload(data);
}

/** What a data page shows: how much is held, section by section. */
export async function summaryOf(subject: DataSubject) {
  return dataSummary(await collectPersonalData(subject));
}

/**
 * The erase intent of a data page: refused unless the person typed their email or DELETE; then
 * everything is erased at once and the browser goes home with `headers` (signed out) and a toast.
 */
export async function eraseIntent(subject: DataSubject, form: FormData, headers: () => Promise<Headers>) {
  if (!confirmsErasure(form.get("confirm"), subject.email))
    return failed("Please confirm", { description: "Type your email address or DELETE to confirm." });
  try {
    const erased = await erasePersonalData(subject);
    logger.info(
      { orders: erased.orders, subscriptions: erased.subscriptions, account: Boolean(subject.userId) },
      "personal data erased",
    );
  } catch (err) {
    logger.error({ err }, "erasing personal data failed; nothing was changed");
    return failed("We could not delete your data", {
      status: 500,
      description: "Nothing was changed. Please try again later, or contact us.",
    });
  }
  return redirectWithToast(
    "/",
    {
      type: "success",
      title: subject.userId ? "Your account has been deleted" : "Your data has been erased",
      description: "Your personal data is gone and you will get no more marketing from us.",
    },
    { headers: await headers() },
  );
}
