import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatPence } from "~/lib/money";
import type { ReferAFriendView } from "../account.server";

/**
 * My account's "Refer a friend": the share link with a Copy button (the clipboard, else the link
 * selected for the customer to copy), the offer both ways and how their referrals stand.
 */
export function ReferAFriend({ link, headline, terms, pending, credited, earnedPence }: ReferAFriendView) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"copied" | "select" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("copied");
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied("select");
    }
  };
  return (
    <section aria-label="Refer a friend">
      <TitledCard title="Refer a friend">
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold">{headline}</p>
          {terms ? <p className="text-muted text-sm">{terms}</p> : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="referral-link">Your link</Label>
            <div className="flex gap-2">
              <Input
                id="referral-link"
                ref={input}
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" variant="outline" onClick={copy}>
                Copy
              </Button>
            </div>
            <p role="status" className="text-muted text-sm">
              {copied === "copied" ? "Link copied." : copied === "select" ? "Press Ctrl+C (⌘C) to copy the link." : ""}
            </p>
          </div>
          <p className="text-sm" data-testid="referral-counts">
            {pending} pending · {credited} credited · {formatPence(earnedPence)} credit earned
          </p>
        </div>
      </TitledCard>
    </section>
  );
}
