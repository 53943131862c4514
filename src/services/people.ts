// The people (docs/product.md#people): users with a display name, whose public profile the pages
// show as a post's author. A post names its author as free text; it is matched to a person by
// display name, case-insensitively and trimmed, when a page is rendered, so posts need no link to
// users and a profile edited later shows on every post at once.
//
// Pages ask for an author on every render of a post, so the people are read once and held in
// memory until the next content event, which user writes touching a person emit (./users.ts), the
// same event that clears the render cache (docs/architecture.md#render-cache). Being a person does
// not depend on signing in: the seeded sample authors are inactive accounts (src/db/seed.ts).
import { asc, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { ContentEvents } from "./content-events";

/** A person as the public pages show them. */
export type PersonProfile = {
  id: number;
  displayName: string;
  jobTitle: string | null;
  bio: string | null;
  avatarUrl: string | null;
  linkedinUrl: string | null;
};

/** How an author's name and a display name are compared. */
const nameKey = (name: string) => name.trim().toLowerCase();

export function createPeopleService(db: Db, events: ContentEvents) {
  let held: PersonProfile[] | null = null;
  events.onChange(() => {
    held = null;
  });

  const people = (): PersonProfile[] => {
    held ??= db
      .select({
        id: users.id,
        displayName: users.displayName,
        jobTitle: users.jobTitle,
        bio: users.bio,
        avatarUrl: users.avatarUrl,
        linkedinUrl: users.linkedinUrl,
      })
      .from(users)
      .where(isNotNull(users.displayName))
      .orderBy(asc(users.displayName), asc(users.id))
      .all()
      .filter((person): person is PersonProfile => (person.displayName ?? "").trim() !== "");
    return held;
  };

  return {
    /** Every person, by display name. */
    list: people,

    /** The person an author's name names, or null (a free-text author). The oldest account wins a shared name. */
    byName(name: string): PersonProfile | null {
      const key = nameKey(name);
      if (key === "") return null;
      let found: PersonProfile | null = null;
      for (const person of people()) {
        if (nameKey(person.displayName) === key && (found === null || person.id < found.id)) found = person;
      }
      return found;
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
