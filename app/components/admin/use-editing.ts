import { useEffect, useState } from "react";

/**
 * The row an admin form is editing ("add" mode when null). It returns to add mode after a
 * successful save (an action answer with `saved`) and when the row disappears from the list
 * (deleted, here or elsewhere).
 */
export function useEditing<T extends { id: string }>(items: T[], actionData: { saved?: boolean } | undefined) {
  const [editing, setEditing] = useState<T | null>(null);
  useEffect(() => {
    if (actionData?.saved) setEditing(null);
  }, [actionData]);
  useEffect(() => {
    if (editing && !items.some((item) => item.id === editing.id)) setEditing(null);
  }, [items, editing]);
  return [editing, setEditing] as const;
}
