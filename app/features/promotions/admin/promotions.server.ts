import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { boxTypesByIds, listActiveBoxTypes } from "~/features/catalog/public.server";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { dispatchIntent, onRow } from "~/lib/intents.server";
import { redirectWithToast } from "~/lib/toast.server";
import { DUPLICATE_CODE_MESSAGE, PromoCodeSchema } from "../code-schema";
import {
  createPromoCode,
  deletePromoCodeIfUnused,
  getPromoCode,
  listPromoCodes,
  setPromoCodeActive,
  updatePromoCode,
} from "../codes.server";
import { conditionsText, offerText, promoStatus } from "./promo-text";

/** What a code did (the reports feature counts it; the route hands its function in). */
export interface PromoFigures {
  uses: number;
  discountPence: number;
  revenuePence: number;
}
export type PromoReport = (codeIds: readonly string[]) => Promise<Map<string, PromoFigures>>;

const NONE: PromoFigures = { uses: 0, discountPence: 0, revenuePence: 0 };
const TAB = "/admin/promotions";

/** The box types a code may be limited to: those on sale, and any a code names that no longer is. */
async function boxTypeChoices(named: string[]) {
  const onSale = (await listActiveBoxTypes()).map((b) => ({ id: b.id, name: b.name }));
  const others = await boxTypesByIds([...new Set(named)].filter((id) => !onSale.some((b) => b.id === id)));
  return [
    ...onSale,
    ...others.sort((a, b) => a.order - b.order).map((b) => ({ id: b.id, name: `${b.name} (not on sale)` })),
  ];
}

/** The Promotions tab: every code with what it gives, its conditions, where it stands and its report. */
export async function loadPromotionsTab(report: PromoReport, now = new Date()) {
  const codes = await listPromoCodes();
  const [figures, boxTypes] = await Promise.all([
    report(codes.map((c) => c.id)),
    boxTypeChoices(codes.flatMap((c) => c.boxTypeIds)),
  ]);
  const name = (id: string) => boxTypes.find((b) => b.id === id)?.name;
  return {
    boxTypes,
    codes: codes.map((code) => {
      const done = figures.get(code.id) ?? NONE;
      return {
        id: code.id,
        code: code.code,
        description: code.description,
        isActive: code.isActive,
        offer: offerText(code),
        conditions: conditionsText(code, name),
        status: promoStatus(code, done.uses, now),
        ...done,
      };
    }),
  };
}

/** A code's edit page: the code as it is, and the box types to choose from. */
export async function loadPromoCode(id: string | undefined) {
  const promoId = z.uuid().safeParse(id);
  const code = promoId.success ? await getPromoCode(promoId.data) : null;
  if (!code) throw data("This promo code does not exist.", { status: 404 });
  return { code, boxTypes: await boxTypeChoices(code.boxTypeIds) };
}

type Extra = { saved?: boolean };
export type PromotionsActionResult = ActionResult<Extra>;

/** The create / edit form: a redirect to the tab once saved, else the form's errors field by field. */
async function save(formData: FormData, id?: string) {
  const failure = id ? "Failed to update the promo code" : "Failed to create the promo code";
  const submission = parseWithZod(formData, { schema: PromoCodeSchema });
  if (submission.status !== "success")
    return failed<Extra>(failure, { result: submission.reply(), description: "Please check the highlighted fields." });
  const value = submission.value;
  const answer = await attempt(
    failure,
    async () => (id ? await updatePromoCode(id, value) : await createPromoCode(value)),
    (saved) =>
      saved
        ? succeeded<Extra>(
            { title: id ? "Promo code updated" : "Promo code created", description: saved.code },
            { saved: true },
          )
        : failed<Extra>(failure, { status: 404, description: "It no longer exists." }),
    { result: submission.reply() },
  );
  // A code taken already (whatever its case) is said on the code's field too.
  if ("data" in answer && answer.data.toast?.description === DUPLICATE_CODE_MESSAGE)
    answer.data.result = submission.reply({ fieldErrors: { code: [DUPLICATE_CODE_MESSAGE] } });
  return answer;
}

/** Success goes back to the list, where the toast is shown; a refusal answers the form. */
async function andBackToList(answer: Awaited<ReturnType<typeof save>>) {
  const result = "data" in answer ? answer.data : answer;
  if (!result.saved || !result.toast) return answer;
  return redirectWithToast(TAB, { type: "success", title: result.toast.title, description: result.toast.description });
}

const RowSchema = z.object({ id: z.uuid(), value: z.string().optional() });
const notFound = (title: string) => failed(title, { status: 404, description: "It no longer exists." });

/** The list's row buttons: activate / deactivate and delete (when never used). */
const rowIntents = onRow(
  (formData) => RowSchema.safeParse({ id: formData.get("id"), value: formData.get("value") ?? undefined }),
  () => failed("Promo code not found", { status: 404 }),
  {
    "toggle-promo": ({ id, value }) => {
      const active = value === "activate";
      return attempt(
        "Failed to update the promo code",
        () => setPromoCodeActive(id, active),
        (found) =>
          found
            ? succeeded(active ? "Promo code activated" : "Promo code deactivated")
            : notFound("Failed to update the promo code"),
      );
    },
    "delete-promo": ({ id }) =>
      attempt(
        "Failed to delete the promo code",
        () => deletePromoCodeIfUnused(id),
        (found) => (found ? succeeded("Promo code deleted") : notFound("Failed to delete the promo code")),
      ),
  },
);

/** The tab's action: create a code, or a row's toggle and delete. */
export function promotionsAction(request: Request) {
  return dispatchIntent(request, {
    "save-promo": async (formData) => andBackToList(await save(formData)),
    ...rowIntents,
  });
}

/** The edit page's action: save the code, then back to the list. */
export async function promoCodeAction(request: Request, promoId: string | undefined) {
  const id = z.uuid().safeParse(promoId);
  if (!id.success) return failed("Promo code not found", { status: 404 });
  return dispatchIntent(request, { "save-promo": async (formData) => andBackToList(await save(formData, id.data)) });
}
