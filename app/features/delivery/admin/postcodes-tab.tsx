import { Info, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { useActionToast, useFetcherResult } from "~/components/admin/action-toast";
import { DeleteButton } from "~/components/admin/row-actions";
import { TabPage } from "~/components/admin/tab-heading";
import { FieldError, SubmitButton } from "~/components/form-kit";
import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { describePrefix } from "~/features/delivery/postcode-match";
import { cn } from "~/lib/utils";
import type { AdminPostcode, DeliveryActionResult, loadDeliveryTab } from "./postcodes.server";

type DeliveryTabData = Awaited<ReturnType<typeof loadDeliveryTab>>;

export function PostcodesTab({ postcodes }: DeliveryTabData) {
  const active = postcodes.filter((p) => p.isActive).length;
  // Deletes are sent by the rows; the answer is shown here, as a deleted row disappears.
  useActionToast(useFetcher<DeliveryActionResult>({ key: "postcode-delete" }));
  return (
    <TabPage
      title="Delivery Postcodes"
      description={`${active} active of ${postcodes.length} postcode prefixes`}
      className="max-w-4xl"
    >
      <AddPrefixForm />
      <PrefixTip />
      <section aria-labelledby="prefix-list-heading" className="rounded-xl border border-stone-200 bg-white">
        <h2 id="prefix-list-heading" className="border-b border-stone-200 px-4 py-3 font-semibold">
          Postcode prefixes ({active} active / {postcodes.length} total)
        </h2>
        {postcodes.length === 0 ? (
          <p className="text-muted p-6 text-center">No postcode prefixes yet: add the first one above.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {postcodes.map((postcode) => (
              <PrefixRow key={postcode.id} postcode={postcode} />
            ))}
          </ul>
        )}
      </section>
    </TabPage>
  );
}

function PrefixTip() {
  return (
    <div className="mb-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Tip: how prefixes match</p>
        <p>
          Enter a prefix without extra spaces. A prefix matches whole parts of a postcode, never just its first letters:
        </p>
        <ul className="list-disc pl-5">
          <li>
            an <strong>area</strong> such as <code>SE</code> covers every SE postcode;
          </li>
          <li>
            a <strong>district</strong> such as <code>SE15</code> covers SE15 postcodes only (SE15 1AA), not SE1 or
            SE16;
          </li>
          <li>
            a <strong>sector</strong> such as <code>SE15 1</code> covers SE15 1xx postcodes only.
          </li>
        </ul>
      </div>
    </div>
  );
}

// The input and its button share a row, so this field is laid out here rather than by FormField.
function AddPrefixForm() {
  const fetcher = useFetcher<DeliveryActionResult>({ key: "add-prefix" });
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher);
  useFetcherResult(fetcher, (result) => {
    if (result.ok) formRef.current?.reset();
  });
  const error = fetcher.state === "idle" ? fetcher.data?.fieldError : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className="mb-6 flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="add" />
      <Label htmlFor="prefix">Add a postcode prefix</Label>
      <div className="flex gap-2">
        <Input
          id="prefix"
          name="prefix"
          placeholder="e.g. SE15"
          autoComplete="off"
          className="max-w-xs uppercase placeholder:normal-case"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "prefix-error" : undefined}
        />
        <SubmitButton pending={busy} pendingLabel="Adding...">
          Add
        </SubmitButton>
      </div>
      <FieldError id="prefix-error" error={error} />
    </fetcher.Form>
  );
}

function PrefixRow({ postcode }: { postcode: AdminPostcode }) {
  const fetcher = useFetcher<DeliveryActionResult>();
  const deleter = useFetcher<DeliveryActionResult>({ key: "postcode-delete" });
  useActionToast(fetcher);
  const pendingActive =
    fetcher.formData?.get("intent") === "toggle" ? fetcher.formData.get("isActive") === "true" : null;
  const isActive = pendingActive ?? postcode.isActive;
  return (
    <li className={cn("flex flex-wrap items-center gap-3 px-4 py-3", !isActive && "bg-stone-50")}>
      <div className="min-w-0 flex-1">
        <p className={cn("font-mono text-lg font-semibold", !isActive && "text-muted")}>{postcode.prefix}</p>
        <p className="text-muted text-xs">{describePrefix(postcode.prefix)}</p>
      </div>
      <Badge variant={isActive ? "success" : "muted"}>{isActive ? "Active" : "Inactive"}</Badge>
      <button
        type="button"
        role="switch"
        aria-checked={isActive}
        aria-label={`Deliver to ${postcode.prefix}`}
        disabled={fetcher.state !== "idle"}
        onClick={() =>
          fetcher.submit({ intent: "toggle", id: postcode.id, isActive: String(!isActive) }, { method: "post" })
        }
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60",
          isActive ? "bg-green-700" : "bg-stone-400",
        )}
      >
        <span
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            isActive ? "translate-x-5" : "translate-x-0.5",
          )}
        />
      </button>
      <DeleteButton
        title="Delete this postcode prefix?"
        description={`Postcodes covered only by ${postcode.prefix} will no longer be offered delivery.`}
        onConfirm={() => deleter.submit({ intent: "delete", id: postcode.id }, { method: "post" })}
        label={`Delete ${postcode.prefix}`}
        variant="ghost"
        size="icon"
        className="size-9 text-red-700"
      >
        <Trash2 className="size-4" aria-hidden />
      </DeleteButton>
    </li>
  );
}
