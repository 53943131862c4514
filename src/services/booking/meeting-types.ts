// The meeting types the admin keeps (docs/product.md#booking). A type with bookings cannot be
// deleted (their e-mails and the timeline name it); it can be made inactive, which hides it.
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings, type MeetingType, meetingTypes } from "../../db/schema";
import type { MeetingTypeInput } from "../../shared/schemas/booking";

export class SlugTakenError extends Error {
  constructor() {
    super("Another meeting type has this address.");
  }
}

export function createMeetingTypes(db: Db, now: () => number) {
  const slugTaken = (slug: string, except?: number) => {
    const row = db.select({ id: meetingTypes.id }).from(meetingTypes).where(eq(meetingTypes.slug, slug)).get();
    return row !== undefined && row.id !== except;
  };
  return {
    list(options: { activeOnly?: boolean } = {}): MeetingType[] {
      const all = db.select().from(meetingTypes).orderBy(asc(meetingTypes.durationMinutes), asc(meetingTypes.id)).all();
      return options.activeOnly ? all.filter((t) => t.active) : all;
    },
    get: (id: number) => db.select().from(meetingTypes).where(eq(meetingTypes.id, id)).get() ?? null,
    bySlug: (slug: string) => db.select().from(meetingTypes).where(eq(meetingTypes.slug, slug)).get() ?? null,
    create(input: MeetingTypeInput): MeetingType {
      if (slugTaken(input.slug)) throw new SlugTakenError();
      const at = new Date(now());
      return db
        .insert(meetingTypes)
        .values({ ...input, createdAt: at, updatedAt: at })
        .returning()
        .get();
    },
    update(id: number, input: MeetingTypeInput): MeetingType | null {
      if (slugTaken(input.slug, id)) throw new SlugTakenError();
      return (
        db
          .update(meetingTypes)
          .set({ ...input, updatedAt: new Date(now()) })
          .where(eq(meetingTypes.id, id))
          .returning()
          .get() ?? null
      );
    },
    /** "removed", "missing", or "in-use" when bookings name it (make it inactive instead). */
    remove(id: number): "removed" | "missing" | "in-use" {
      const used = db.select({ n: count() }).from(bookings).where(eq(bookings.meetingTypeId, id)).get();
      if ((used?.n ?? 0) > 0) return "in-use";
      return db.delete(meetingTypes).where(eq(meetingTypes.id, id)).returning().all().length > 0
        ? "removed"
        : "missing";
    },
  };
}

export type MeetingTypes = ReturnType<typeof createMeetingTypes>;
