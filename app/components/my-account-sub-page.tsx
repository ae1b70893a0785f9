import type * as React from "react";
import { Link } from "react-router";

/** The frame of a customer's page under My account (an order, the subscription): the way back, then the page. */
export function MyAccountSubPage({
  width,
  linkClassName,
  children,
}: {
  width: "max-w-3xl" | "max-w-4xl";
  linkClassName: string;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className={`mx-auto flex ${width} flex-col gap-6 px-4 py-10`}>
      <p>
        <Link to="/my-account" className={linkClassName}>
          Back to My account
        </Link>
      </p>
      {children}
    </main>
  );
}
