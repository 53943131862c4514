// Case studies (docs/product.md#case-studies): the public reads (the list filtered by service and
// industry, one case study, its related ones, the home page's featured ones, the count per
// service for /services) and the admin's writes. They are published like posts
// (./publication.ts: draft, scheduled, public), keep their former addresses like posts
// (./former-slugs.ts: 301, then 410 once deleted), and every write emits the content event with
// the case study's tags, which clears exactly the cached pages built from it.
//
// The linked testimonial is kept on the testimonial's side (testimonials.case_study_id), so a
// quote belongs to at most one case study; a write sets it there, in the write's transaction.
import { and, count, desc, eq, getTableColumns, ne, or, type SQL, sql } from "drizzle-orm";
import { isServiceId } from "../content/services";
import type { Db } from "../db/client";
import { type CaseStudy, caseStudies, type Testimonial, testimonials } from "../db/schema";
import type { AdminListQuery } from "../shared/list-params";
import { PUBLIC_LIST_PAGE_SIZE } from "../shared/list-params";
import type { ScheduleChange } from "../shared/schedule-changes";
import { CASE_STUDY_MESSAGES, type CaseStudyData } from "../shared/schemas/case-study";
import { type ContentEvents, caseStudyTags, contentTags } from "./content-events";
import {
  ContentWriteError,
  type SearchAndSharingOptional,
  publishableWrites,
  storedPublishable,
} from "./content-writes";
import type { FormerSlugs } from "./former-slugs";
import { alphabetical, inOrderPaged, latestFirst, type ListOrder, publishableListPage } from "./list-pages";
import { sanitizePostHtml } from "./post-html";
import { publicAt, publicRowBySlug } from "./publication";

/** A case study as the lists carry it: every column but the long texts. */
export type CaseStudyListItem = Omit<CaseStudy, "problem" | "approach">;

const { problem: _problem, approach: _approach, ...listColumns } = getTableColumns(caseStudies);

/** Case studies per page of /case-studies. */
export const CASE_STUDY_PAGE_SIZE = PUBLIC_LIST_PAGE_SIZE;

/** What an admin sends: the form's fields, search and sharing optional; no testimonialId keeps the linked quote. */
export type CaseStudyWrite = SearchAndSharingOptional<Omit<CaseStudyData, "testimonialId">> & {
  testimonialId?: number | null;
};

/** A write the service refuses; `field` names the input at fault (for the API's 400/409 shape). */
export class CaseStudyError extends ContentWriteError<keyof CaseStudyWrite> {
  override name = "CaseStudyError";
}

export const CASE_STUDY_SLUG_TAKEN = "A case study with this slug already exists";
export const CASE_STUDY_NOT_FOUND = "Case study not found";

type CaseStudyFilter = {
  /** A service key (src/content/services.ts); unknown keys match nothing. */
  service?: string;
  /** Exact industry. */
  industry?: string;
  /** 1-based. */
  page?: number;
  limit?: number;
};

/** Rows whose services (a JSON array) hold any of these keys. */
const offersAny = (keys: readonly string[]): SQL =>
  sql`exists (select 1 from json_each(${caseStudies.services}) where json_each.value in (${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}))`;

export function createCaseStudyService(deps: {
  db: Db;
  events: ContentEvents;
  now: () => number;
  formerSlugs: FormerSlugs;
  /** SITE_URL: its own absolute addresses are stored as paths (src/shared/urls.ts). */
  siteUrl?: string;
}) {
  const { db, events, formerSlugs } = deps;
  const clock = () => new Date(deps.now());
  const published = () => publicAt(caseStudies, clock());
  const newestFirst = [desc(caseStudies.publishedAt), desc(caseStudies.id)] as const;
  const slugTaken = () => new CaseStudyError(CASE_STUDY_SLUG_TAKEN, "slug", "conflict");
  const writes = publishableWrites(db, "case-study", formerSlugs, clock, slugTaken);
  const readable = (row: CaseStudy): CaseStudy => ({
    ...row,
    problem: sanitizePostHtml(row.problem),
    approach: sanitizePostHtml(row.approach),
  });

  /** The stored form of an admin's input; the API validates with caseStudySchema first. */
  function stored(input: CaseStudyWrite) {
    // The industry is what a case study is filed under, as a category is for posts.
    const { category: industry, ...common } = storedPublishable(
      { ...input, category: input.industry },
      deps.siteUrl,
      CaseStudyError,
    );
    const problem = sanitizePostHtml(input.problem).trim();
    const approach = sanitizePostHtml(input.approach).trim();
    if (problem === "") throw new CaseStudyError("Problem is required", "problem", "invalid");
    if (approach === "") throw new CaseStudyError("Approach is required", "approach", "invalid");
    const services = [...new Set(input.services)];
    if (services.length === 0) throw new CaseStudyError(CASE_STUDY_MESSAGES.servicesRequired, "services", "invalid");
    if (!services.every(isServiceId))
      throw new CaseStudyError(CASE_STUDY_MESSAGES.unknownService, "services", "invalid");
    if (input.outcomes.length === 0) {
      throw new CaseStudyError(CASE_STUDY_MESSAGES.outcomesRequired, "outcomes", "invalid");
    }
    return {
      ...common,
      industry,
      summary: input.summary.trim(),
      client: input.client?.trim() || null,
      companySize: input.companySize?.trim() || null,
      stage: input.stage?.trim() || null,
      problem,
      approach,
      outcomes: input.outcomes.map((o) => ({ figure: o.figure.trim(), label: o.label.trim() })),
      timeline: input.timeline?.trim() || null,
      services,
      featured: input.featured ?? false,
      published: input.published ?? false,
    };
  }

  /** The case study's quote is `testimonialId` (none: null): set on the testimonials' side. Whether any changed. */
  function link(caseStudyId: number, testimonialId: number | null | undefined): boolean {
    if (testimonialId === undefined) return false;
    const before = testimonialIdOf(caseStudyId);
    if (before === testimonialId) return false;
    if (
      testimonialId !== null &&
      !db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.id, testimonialId)).get()
    ) {
      throw new CaseStudyError(CASE_STUDY_MESSAGES.testimonialMissing, "testimonialId", "invalid");
    }
    db.update(testimonials).set({ caseStudyId: null }).where(eq(testimonials.caseStudyId, caseStudyId)).run();
    if (testimonialId !== null) {
      db.update(testimonials).set({ caseStudyId }).where(eq(testimonials.id, testimonialId)).run();
    }
    return true;
  }

  function testimonialIdOf(caseStudyId: number): number | null {
    return (
      db
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(eq(testimonials.caseStudyId, caseStudyId))
        .orderBy(desc(testimonials.id))
        .get()?.id ?? null
    );
  }

  /** The content event of a write; the testimonials' lists too when a quote was linked or unlinked. */
  const announce = (id: number, linked: boolean) =>
    events.changed(linked ? [...caseStudyTags(id), contentTags.list("testimonials")] : caseStudyTags(id));

  const publicList = (where: SQL | undefined, limit: number, offset = 0): CaseStudyListItem[] =>
    db
      .select(listColumns)
      .from(caseStudies)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset)
      .all();

  return {
    /** Public case studies, newest first, filtered by service and industry, and paged. */
    list(filter: CaseStudyFilter = {}) {
      const limit = Math.max(1, Math.floor(filter.limit ?? CASE_STUDY_PAGE_SIZE));
      const page = Math.max(1, Math.floor(filter.page ?? 1));
      const where = and(
        published(),
        filter.service ? offersAny([filter.service]) : undefined,
        filter.industry ? eq(caseStudies.industry, filter.industry) : undefined,
      );
      const total = db.select({ n: count() }).from(caseStudies).where(where).get()?.n ?? 0;
      return {
        caseStudies: publicList(where, limit, (page - 1) * limit),
        total,
        page,
        pageCount: Math.max(1, Math.ceil(total / limit)),
      };
    },

    /** The distinct industries of public case studies, alphabetically (the list's filter). */
    industries(): string[] {
      return db
        .selectDistinct({ industry: caseStudies.industry })
        .from(caseStudies)
        .where(published())
        .orderBy(sql`${caseStudies.industry} collate nocase`)
        .all()
        .map((row) => row.industry);
    },

    /** How many public case studies each service has (services without any are absent). */
    countByService(): Record<string, number> {
      const rows = db
        .select({ service: sql<string>`json_each.value`, n: count() })
        .from(sql`${caseStudies}, json_each(${caseStudies.services})`)
        .where(published())
        .groupBy(sql`json_each.value`)
        .all();
      return Object.fromEntries(rows.map((row) => [row.service, row.n]));
    },

    /** Up to `limit` public featured case studies, newest first (the home page's section). */
    featured(limit = 3): CaseStudyListItem[] {
      return publicList(and(published(), eq(caseStudies.featured, true)), limit);
    },

    getPublishedBySlug(slug: string): CaseStudy | null {
      const row = publicRowBySlug(db, caseStudies, slug, clock());
      return row ? readable(row) : null;
    },

    /** Up to `limit` other public case studies sharing a service or the industry, newest first. */
    related(caseStudy: Pick<CaseStudy, "id" | "services" | "industry">, limit = 3): CaseStudyListItem[] {
      const alike = or(offersAny(caseStudy.services), eq(caseStudies.industry, caseStudy.industry));
      return publicList(and(published(), ne(caseStudies.id, caseStudy.id), alike), limit);
    },

    /** The testimonial linked to the case study, if any. */
    testimonialOf(caseStudyId: number): Testimonial | null {
      return (
        db
          .select()
          .from(testimonials)
          .where(eq(testimonials.caseStudyId, caseStudyId))
          .orderBy(desc(testimonials.id))
          .get() ?? null
      );
    },

    /** What a slug no public case study has answers: a 301 to the case study now, a 410, or a 404 (null). */
    formerAddress(slug: string) {
      return formerSlugs.answer("case-study", slug);
    },

    // ---- Admin: every case study, drafts included, and the writes ----

    /** Every case study without its long texts, most recently edited first. */
    listAll(): CaseStudyListItem[] {
      return db.select(listColumns).from(caseStudies).orderBy(desc(caseStudies.updatedAt), desc(caseStudies.id)).all();
    },

    /** One page of the admin's list (docs/product.md#admin-lists), with the counts per status of the search. */
    adminPage(query: AdminListQuery<"case-studies">) {
      const order: ListOrder<CaseStudyListItem> = {
        updated: latestFirst(caseStudies.id, caseStudies.updatedAt, (row: CaseStudyListItem) => row.updatedAt),
        title: alphabetical(caseStudies.id, caseStudies.title, (row: CaseStudyListItem) => row.title),
      }[query.sort ?? "updated"];
      const searched = [caseStudies.title, caseStudies.client, caseStudies.industry, caseStudies.summary];
      return publishableListPage(db, caseStudies, searched, query, clock(), order, (where, order, limit, offset) =>
        inOrderPaged(db.select(listColumns).from(caseStudies).where(where).$dynamic(), order, limit, offset).all(),
      );
    },

    /** One case study whole, drafts included, with its linked testimonial's id. */
    getById(id: number): (CaseStudy & { testimonialId: number | null }) | null {
      const row = db.select().from(caseStudies).where(eq(caseStudies.id, id)).get();
      return row ? { ...readable(row), testimonialId: testimonialIdOf(id) } : null;
    },

    create(input: CaseStudyWrite) {
      const values = stored(input);
      let linked = false;
      const row = db.transaction(() => {
        const created = writes.create(values, input.publishedAt);
        linked = link(created.id, input.testimonialId);
        return created;
      });
      announce(row.id, linked);
      return { ...row, testimonialId: input.testimonialId ?? null };
    },

    /** Updates a case study; null when there is none with this id (publishedAt as for posts: ./publication.ts). */
    update(id: number, input: CaseStudyWrite) {
      const existing = writes.existing(id);
      if (!existing) return null;
      const values = stored(input);
      let linked = false;
      const row = db.transaction(() => {
        const updated = writes.update(id, existing, values, input.publishedAt);
        linked = link(id, input.testimonialId);
        return updated;
      });
      announce(id, linked);
      return { ...row, testimonialId: testimonialIdOf(id) };
    },

    /** 'Publish now' or 'Unschedule' of a scheduled case study (docs/product.md#scheduled). */
    changeSchedule: (id: number, change: ScheduleChange) =>
      writes.changeSchedule(id, change, () => events.changed(caseStudyTags(id))),

    /** Deletes a case study; its public address answers 410 for a while, its quote is unlinked. */
    delete(id: number): boolean {
      const deleted = db.transaction(() => {
        const [row] = db.delete(caseStudies).where(eq(caseStudies.id, id)).returning().all();
        if (!row) return undefined;
        formerSlugs.deleted("case-study", row);
        db.update(testimonials).set({ caseStudyId: null }).where(eq(testimonials.caseStudyId, id)).run();
        return row;
      });
      if (deleted) announce(id, true);
      return deleted !== undefined;
    },
  };
}

export type CaseStudyService = ReturnType<typeof createCaseStudyService>;
