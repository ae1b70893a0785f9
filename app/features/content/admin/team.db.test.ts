import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { listTeamMembers, moveTeamMember, saveTeamMember, setTeamMemberActive } from "./team.server";
import { TeamMemberSchema } from "./team-schemas";

describe("team members", () => {
  it("refuses a bio over 300 characters, in the form schema and in the database", async () => {
    const result = TeamMemberSchema.safeParse({ name: "Meera", title: "Cook", bio: "x".repeat(301), displayOrder: 1 });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Bio must be at most 300 characters (about 50 words)"]);
    expect(
      TeamMemberSchema.safeParse({ name: "Meera", title: "Cook", bio: "x".repeat(300), displayOrder: 1 }).success,
    ).toBe(true);
    await expect(
      db.insert(s.teamMembers).values({ name: "Meera", title: "Cook", bio: "x".repeat(301) }),
    ).rejects.toThrow();
    expect(await db.select().from(s.teamMembers)).toHaveLength(0);
  });

  it("requires a name and a title, and only accepts photos uploaded to the team folder", () => {
    const errors = TeamMemberSchema.safeParse({ name: " ", title: "", displayOrder: 0 }).error?.issues.map(
      (i) => i.path[0],
    );
    expect(errors).toEqual(["name", "title"]);
    expect(TeamMemberSchema.safeParse({ name: "A", title: "B", imageUrl: "https://evil.example/x.png" }).success).toBe(
      false,
    );
    expect(TeamMemberSchema.safeParse({ name: "A", title: "B", imageUrl: "/api/images/team/1-abc.webp" }).success).toBe(
      true,
    );
  });

  it("adds, updates, hides and reorders members", async () => {
    expect(await saveTeamMember({ name: "Anya", title: "Cook", bio: "Hi", displayOrder: 0 })).toEqual({
      created: true,
    });
    await saveTeamMember({ name: "Bela", title: "Driver", displayOrder: 0 });
    const [anya, bela] = await listTeamMembers();
    expect(await saveTeamMember({ id: anya.id, name: "Anya R", title: "Head cook", displayOrder: 0 })).toEqual({
      created: false,
    });
    expect(
      await saveTeamMember({ id: "00000000-0000-4000-8000-000000000000", name: "X", title: "Y", displayOrder: 0 }),
    ).toBeNull();
    await setTeamMemberActive(bela.id, false);
    expect(await moveTeamMember(bela.id, "up")).toBe(true);
    const list = await listTeamMembers();
    expect(list.map((m) => [m.name, m.displayOrder, m.isActive])).toEqual([
      ["Bela", 1, false],
      ["Anya R", 2, true],
    ]);
    expect(await moveTeamMember(bela.id, "up")).toBe(false);
  });
});
