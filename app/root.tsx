import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/root";
import { NotFound } from "~/components/not-found";
import { getGuest } from "~/features/accounts/guest.server";
import { getUser, initials } from "~/features/accounts/session.server";
import { getShellData } from "~/features/content/shell.server";
import { isTestPaymentMode } from "~/lib/env.server";
import { useNonce } from "~/lib/nonce";
import { showToast, Toaster } from "~/lib/toast";
import { readToast } from "~/lib/toast.server";
import "./app.css";

export async function loader({ request }: Route.LoaderArgs) {
  const [user, guest, shell, { toast, headers }] = await Promise.all([
    getUser(request),
    getGuest(request),
    getShellData(),
    readToast(request),
  ]);
  return data(
    {
      user: user
        ? { name: user.name, email: user.email, role: user.role, initials: initials(user.name, user.email) }
        : null,
      // Guest mode only applies while nobody is signed in.
      guest: user ? null : guest,
      shell,
      toast,
      testMode: isTestPaymentMode(),
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** The root loader's data, from any route. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

// The title of an error page the root's boundary shows; every other page names itself.
export const meta: Route.MetaFunction = ({ matches, error }) => [
  {
    title: pageTitle(
      matches,
      !error ? "" : isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong",
    ),
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b45309" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Stylesheets need no nonce (style-src allows 'self' and inline styles). The empty one stops
            React Router adding the request's, which the browser hides from the client, so React
            would report a hydration mismatch (on development's inline critical CSS). */}
        <Links nonce="" />
      </head>
      <body className="min-h-dvh">
        {root?.testMode ? (
          <div className="bg-amber-300 px-4 py-1 text-center text-xs font-semibold text-amber-950">
            Test mode: payments are simulated
          </div>
        ) : null}
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const toast = loaderData.toast;
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "An error occurred";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="text-muted">Please try again later.</p>
      <a className="text-brand-700 font-semibold underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
