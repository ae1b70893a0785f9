import { Search } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { z } from "zod";
import { Pagination } from "~/components/admin/pagination";
import { TabHeading } from "~/components/admin/tab-heading";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { listOutbox } from "~/features/messaging/admin-messages.server";
import { MailStatusBadge } from "~/features/messaging/components/mail-status-badge";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [{ title: "Outbox | Admin Dashboard" }];

const QuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).catch(1),
  kind: z.string().trim().max(60).optional().catch(undefined),
  to: z.string().trim().max(200).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    ...(await listOutbox({ page: query.page, kind: query.kind || undefined, to: query.to || undefined })),
    query,
  };
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the outbox" />;
}

const formatMailTime = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export default function OutboxTab({ loaderData }: Route.ComponentProps) {
  const { mails, total, page, pageCount, kinds, query } = loaderData;
  const submit = useSubmit();
  const filtered = Boolean(query.kind || query.to);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading
        title="Outbox"
        description="Every email the site sends: verification and password links, order confirmations, contact messages. Without SMTP configured, mail is kept here."
      />
      <Form
        method="get"
        role="search"
        aria-label="Filter emails"
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto]"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="outbox-to">Recipient</Label>
          <Input id="outbox-to" name="to" type="search" defaultValue={query.to ?? ""} placeholder="Email address" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="outbox-kind">Kind</Label>
          <NativeSelect
            id="outbox-kind"
            name="kind"
            defaultValue={query.kind ?? ""}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit">
            <Search className="size-4" aria-hidden /> Search
          </Button>
          <Link to="/admin/outbox" className={buttonVariants({ variant: "outline" })}>
            Clear
          </Link>
        </div>
      </Form>
      {mails.length === 0 ? (
        <p className="text-muted mt-4 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          {filtered ? "No emails match these filters." : "No emails sent yet."}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Emails, newest first ({total})</caption>
            <thead className="text-muted border-b border-stone-200 text-xs uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Subject
                </th>
                <th scope="col" className="px-4 py-3">
                  To
                </th>
                <th scope="col" className="px-4 py-3">
                  Kind
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Time
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {mails.map((m) => (
                <tr key={m.id} className="hover:bg-stone-50">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/outbox/${m.id}`}
                      className="text-brand-700 font-medium underline-offset-2 hover:underline"
                    >
                      {m.subject}
                    </Link>
                  </td>
                  <td className="px-4 py-3 break-all">{m.to}</td>
                  <td className="px-4 py-3">{m.kind}</td>
                  <td className="px-4 py-3">
                    <MailStatusBadge status={m.status} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatMailTime(m.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Emails" />
    </main>
  );
}
