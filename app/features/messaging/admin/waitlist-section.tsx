import { Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { DeleteButton } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import type { listWaitlist, WaitlistEntry } from "~/features/delivery/public.server";

/** Who asked to be told when delivery reaches their postcode, and the most asked-for districts. */
export function WaitlistSection({ waitlist }: { waitlist: Awaited<ReturnType<typeof listWaitlist>> }) {
  return (
    <section aria-labelledby="waitlist-heading" className="flex flex-col gap-3">
      <h2 id="waitlist-heading" className="text-lg font-semibold">
        Postcode waitlist ({waitlist.total})
      </h2>
      {waitlist.areas.length ? (
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <h3 className="text-sm font-semibold">Most requested districts</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {waitlist.areas.map((a) => (
              <li key={a.district}>
                <Badge variant="muted">
                  {a.district}: {a.requests}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {waitlist.entries.length === 0 ? (
        <EmptyState>Nobody is on the waitlist.</EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {waitlist.entries.map((entry) => (
            <WaitlistRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WaitlistRow({ entry }: { entry: WaitlistEntry }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher.data);
  return (
    <li className="flex items-center justify-between gap-2 px-4 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-semibold">{entry.postcode}</p>
        <p className="text-muted truncate">
          <a href={`mailto:${entry.email}`} className="underline">
            {entry.email}
          </a>{" "}
          · {new Date(entry.createdAt).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "Europe/London" })}
        </p>
      </div>
      <DeleteButton
        title="Remove from the waitlist?"
        description={`${entry.email} (${entry.postcode}) will no longer be listed.`}
        confirmLabel="Remove"
        onConfirm={() => fetcher.submit({ intent: "delete-waitlist", id: entry.id }, { method: "post" })}
        label={`Remove ${entry.email} from the waitlist`}
        variant="ghost"
        disabled={fetcher.state !== "idle"}
      >
        <Trash2 className="size-3.5" aria-hidden />
      </DeleteButton>
    </li>
  );
}
