import type { PlanLine } from "~/db/schema/subscriptions";

/** "2 × Essentials (Standard), Punjabi preferred; 1 × Custom order" for lists and emails. */
export function describePlan(plan: PlanLine[]): string {
  return plan
    .map((line) => `${line.quantity} × ${line.label}${line.cuisine ? `, ${line.cuisine} preferred` : ""}`)
    .join("; ");
}
