import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ACTIONS_COLUMN, ColumnHeads } from "~/components/admin/admin-table";
import { useActionToast } from "~/components/admin/action-toast";
import { DeleteButton } from "~/components/admin/row-actions";
import { InputField } from "~/components/conform-fields";
import { Button } from "~/components/ui/button";
import { formatLongDate, todayInLondon } from "~/lib/dates";
import { CapacityOverrideSchema } from "./capacity-override-schemas";
import type { CapacityActionResult, loadCapacityOverrides } from "./capacity-overrides.server";

type Override = Awaited<ReturnType<typeof loadCapacityOverrides>>["overrides"][number];

/** The Settings tab's section on capacity per delivery date: set a date's capacity, list and remove overrides. */
export function CapacityOverrides({ overrides, defaultCapacity }: { overrides: Override[]; defaultCapacity: string }) {
  const fetcher = useFetcher<CapacityActionResult>();
  useActionToast(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: "capacity-override",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CapacityOverrideSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data]);
  return (
    <section aria-labelledby="capacity-heading" className="mt-8 rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="capacity-heading" className="text-lg font-semibold">
        Capacity per delivery date
      </h2>
      <p className="text-muted mb-4 text-sm">
        Overrides the default ({defaultCapacity ? `${defaultCapacity} boxes` : "no limit"}) for one date, e.g. a quiet
        weekend or a day off (0). A full date cannot be chosen at checkout.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        {...getFormProps(form)}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
      >
        <input type="hidden" name="intent" value="save-capacity" />
        <InputField label="Delivery date" field={fields.deliveryDate} type="date" min={todayInLondon()} />
        <InputField label="Capacity (boxes)" field={fields.capacity} type="number" min={0} />
        <div className="flex items-start sm:pt-[1.6rem]">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            Set capacity
          </Button>
        </div>
      </fetcher.Form>
      {overrides.length === 0 ? (
        <p className="text-muted mt-4 text-sm">No overrides for upcoming dates.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Upcoming capacity overrides</caption>
          <thead className="text-muted text-xs uppercase">
            <ColumnHeads
              columns={["Date", "Capacity", "Booked", ACTIONS_COLUMN]}
              className="py-2 pr-3"
              lastClassName="py-2"
            />
          </thead>
          <tbody className="divide-y divide-stone-100">
            {overrides.map((o) => (
              <CapacityRow key={o.deliveryDate} override={o} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CapacityRow({ override: o }: { override: Override }) {
  const fetcher = useFetcher<CapacityActionResult>();
  useActionToast(fetcher.data);
  const label = formatLongDate(o.deliveryDate);
  return (
    <tr>
      <td className="py-2 pr-3">{label}</td>
      <td className="py-2 pr-3 tabular-nums">{o.capacity} boxes</td>
      <td className="py-2 pr-3 tabular-nums">
        {o.booked >= o.capacity ? <strong className="text-red-800">{o.booked} (full)</strong> : o.booked}
      </td>
      <td className="py-2 text-right">
        <DeleteButton
          title={`Remove the override for ${label}?`}
          description="The date goes back to the default capacity."
          confirmLabel="Remove"
          onConfirm={() =>
            fetcher.submit({ intent: "delete-capacity", deliveryDate: o.deliveryDate }, { method: "post" })
          }
          label={`Remove the capacity override for ${label}`}
          disabled={fetcher.state !== "idle"}
        >
          <Trash2 className="size-3.5" aria-hidden />
        </DeleteButton>
      </td>
    </tr>
  );
}
