import { auth } from "~/features/accounts/auth.server";
import type { Route } from "./+types/auth.$";

// better-auth's own endpoints: email verification links, OAuth callbacks, session reads.
export function loader({ request }: Route.LoaderArgs) {
  return auth.handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth.handler(request);
}
