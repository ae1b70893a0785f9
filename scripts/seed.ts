// npm run db:seed: loads the demo business into the configured database (idempotent).
import { closeDatabase } from "~/lib/db.server";
import { seedDemoData } from "~/db/seed.server";
import { env } from "~/lib/env.server";

const { created } = await seedDemoData();
console.log(
  `Demo data loaded. Admin: ${env.ADMIN_EMAIL}${created ? ` / ${env.ADMIN_PASSWORD} (created)` : " (already existed)"}`,
);
await closeDatabase();
