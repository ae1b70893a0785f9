import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/** The outline "Sign Out" button, posting to /logout (My account, the back-office header). */
export function SignOutButton(props: Omit<React.ComponentProps<typeof Button>, "type" | "variant" | "children">) {
  return (
    <Form method="post" action="/logout">
      <Button type="submit" variant="outline" {...props}>
        Sign Out
      </Button>
    </Form>
  );
}
