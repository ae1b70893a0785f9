import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/form-kit";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import type { PageData } from "~/lib/page-data";
import { ONE_CLICK } from "../consent-schemas";
import type { loadUnsubscribePage, unsubscribeAction } from "./unsubscribe.server";

/** The unsubscribe link's page: what it stops and one button; then that it is done. */
export function UnsubscribePage({
  link,
  problem,
  actionData,
}: PageData<typeof loadUnsubscribePage> & { actionData?: PageData<typeof unsubscribeAction> }) {
  const busy = useNavigation().state !== "idle";
  const done = actionData?.done === true;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">
            {!link ? "This link does not work" : done ? "You're unsubscribed" : "Unsubscribe"}
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!link ? (
            <p role="alert">{problem}</p>
          ) : done ? (
            <>
              <p role="status">
                You're unsubscribed from {link.stopped} ({link.email}).
              </p>
              <p className="text-sm">
                Orders you place are still confirmed by email. Changed your mind?{" "}
                <Link to="/my-account/messages" className="text-brand-700 font-semibold underline">
                  Choose again in My account
                </Link>
                .
              </p>
            </>
          ) : (
            <>
              <p>
                Stop sending {link.stopped} to {link.email}?
              </p>
              {actionData?.problem ? <p role="alert">{actionData.problem}</p> : null}
              <Form method="post">
                <input type="hidden" name={ONE_CLICK.name} value={ONE_CLICK.value} />
                <SubmitButton pending={busy} pendingLabel="Please wait...">
                  Unsubscribe
                </SubmitButton>
              </Form>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
