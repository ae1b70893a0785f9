// npm run db:seed: loads the demo business into the configured database (idempotent).
import { closeDatabase } from "~/lib/db.server";
import { adminAccountText, seedDemoData } from "~/db/seed.server";
import { env } from "~/lib/env.server";

const { created } = await seedDemoData();
console.log(
  `Demo data loaded. Admin: ${created ? `${adminAccountText()} (created)` : `${env.ADMIN_EMAIL} (already existed)`}`,
);
await closeDatabase();
