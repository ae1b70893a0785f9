/** The admin navigation: the nine tabs of the spec in order (Menu is /admin), then operations. */
export const ADMIN_TABS = [
  { to: "/admin", label: "Menu" },
  { to: "/admin/box-types", label: "Box Types" },
  { to: "/admin/delivery", label: "Delivery" },
  { to: "/admin/content", label: "Content" },
  { to: "/admin/images", label: "Images" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/team", label: "Team" },
  { to: "/admin/cuisines", label: "Cuisines" },
  { to: "/admin/weekly-cuisines", label: "Weekly Cuisines" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/subscriptions", label: "Subscriptions" },
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/campaigns", label: "Campaigns" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/settings", label: "Settings" },
] as const;
