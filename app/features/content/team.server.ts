import { asc, eq } from "drizzle-orm";
import { teamMembers } from "~/db/schema/content";
import { cachedPublic } from "~/lib/cache.server";
import { db } from "~/lib/db.server";

export interface PublicTeamMember {
  id: string;
  name: string;
  title: string;
  imageUrl: string | null;
  bio: string | null;
}

/** Active team members by display order (cached until an admin write). */
export const listActiveTeam = cachedPublic(async (): Promise<PublicTeamMember[]> => {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.name));
  return rows.map((r) => ({ id: r.id, name: r.name, title: r.title, imageUrl: r.imageUrl, bio: r.bio }));
});
