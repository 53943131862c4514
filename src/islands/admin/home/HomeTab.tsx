// The Home tab, the dashboard's first (docs/product.md#admin-home, decision 046): what came in this
// week and what waits, from one read (GET /api/admin/overview). The server leaves out what the role
// may not read (a part is null), so a section shows only when its part is there: an Author sees
// their own drafts and little else. The "Make it yours" checklist leads while it is not done.
import type { ReactNode } from "react";
import { homeAdminTexts as texts } from "./texts";
import { MakeItYours } from "./make-it-yours";
import { ServerStatus } from "./server-status";
import { HomeCard } from "./home-card";
import type { AdminOverview } from "../shared/data/api-types";
import { ADMIN_OVERVIEW_PATH } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { useSiteTimeZone } from "../shared/data/site-time-zone";
import { QueryOutcome } from "../shared/lists/list-layout";
import { Badge, FetchingStatus, RefreshButton, TabHeader } from "../shared/ui/admin-ui";
import { formatDateTime } from "../../../shared/format";

/** How often the overview is read again while shown. */
const OVERVIEW_REFRESH_MS = 60_000;

export default function HomeTab() {
  const query = useApiQuery<AdminOverview>(ADMIN_OVERVIEW_PATH, { refetchIntervalMs: OVERVIEW_REFRESH_MS });
  return (
    <section aria-labelledby="admin-home-heading" className="flex flex-col gap-6" data-home-tab>
      <TabHeader
        headingId="admin-home-heading"
        heading={texts.heading}
        intro={texts.intro}
        actions={<RefreshButton label={texts.refresh} busy={query.isFetching} onRefresh={() => void query.refetch()} />}
      />
      <FetchingStatus busy={query.isFetching} text={texts.loading} />
      <QueryOutcome query={query} data={query.data} failedText={texts.loadFailed} loadingText={texts.loading}>
        {(overview) => <Overview overview={overview} />}
      </QueryOutcome>
    </section>
  );
}

function Overview({ overview }: { overview: AdminOverview }) {
  const checklist = overview.makeItYours;
  return (
    <div className="flex flex-col gap-6">
      {checklist && !checklist.done ? <MakeItYours checklist={checklist} /> : null}
      <div className="grid gap-6 md:grid-cols-2">
        {overview.leads ? <NewLeads leads={overview.leads} /> : null}
        {overview.bookings ? <NewBookings bookings={overview.bookings} /> : null}
        {overview.unreadMessages !== null ? <Messages count={overview.unreadMessages} /> : null}
        <Unpublished unpublished={overview.unpublished} />
        {overview.analytics ? <TopArticle article={overview.analytics.topArticle} /> : null}
        {overview.status ? <ServerStatus status={overview.status} /> : null}
      </div>
    </div>
  );
}

const muted = "text-sm text-muted";

/** A link to another tab of the dashboard (a new page: the Home tab has nothing unsaved). */
function TabLink({ tab, children }: { tab: string; children: ReactNode }) {
  return (
    <a
      href={`/admin?tab=${tab}`}
      className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </a>
  );
}

/** A card's latest few (`items` of `total`): the empty text when there are none, and how many more. */
function CardList<T>({
  items,
  total,
  texts,
  className,
  children: itemOf,
}: {
  items: T[];
  total: number;
  texts: { empty: string; more: (n: number) => string };
  className: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {items.length === 0 ? <p className={muted}>{texts.empty}</p> : <ul className={className}>{items.map(itemOf)}</ul>}
      {total > items.length ? <p className={muted}>{texts.more(total - items.length)}</p> : null}
    </>
  );
}

function NewLeads({ leads }: { leads: NonNullable<AdminOverview["leads"]> }) {
  return (
    <HomeCard name="leads" heading={texts.leads.heading}>
      <CardList items={leads.people} total={leads.total} texts={texts.leads} className="flex flex-col gap-1 text-fg">
        {(person) => (
          <li key={person.email} className="break-words">
            {person.name}
          </li>
        )}
      </CardList>
      <TabLink tab="leads">{texts.leads.open}</TabLink>
    </HomeCard>
  );
}

function NewBookings({ bookings }: { bookings: NonNullable<AdminOverview["bookings"]> }) {
  const timeZone = useSiteTimeZone();
  return (
    <HomeCard name="bookings" heading={texts.bookings.heading}>
      <CardList items={bookings.items} total={bookings.total} texts={texts.bookings} className="flex flex-col gap-2">
        {(booking) => (
          <li key={booking.id}>
            <span className="block text-fg">{booking.name}</span>
            <span className={muted}>
              {texts.bookings.line(booking.meeting)}
              <time dateTime={booking.startsAt}>{formatDateTime(booking.startsAt, timeZone)}</time>
            </span>
          </li>
        )}
      </CardList>
    </HomeCard>
  );
}

function Messages({ count }: { count: number }) {
  return (
    <HomeCard name="messages" heading={texts.messages.heading}>
      <p className={count > 0 ? "font-semibold text-fg" : muted}>
        {count > 0 ? texts.messages.waiting(count) : texts.messages.none}
      </p>
      <TabLink tab="messages">{texts.messages.open}</TabLink>
    </HomeCard>
  );
}

function Unpublished({ unpublished }: { unpublished: AdminOverview["unpublished"] }) {
  const timeZone = useSiteTimeZone();
  const { drafts, scheduled, items } = unpublished;
  return (
    <HomeCard name="unpublished" heading={texts.unpublished.heading}>
      {items.length === 0 ? (
        <p className={muted}>{texts.unpublished.empty}</p>
      ) : (
        <>
          <p className={muted}>{texts.unpublished.summary(drafts, scheduled)}</p>
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 break-words text-fg">{item.title}</span>
                <span className={muted}>{texts.unpublished.kinds[item.kind]}</span>
                {item.state === "scheduled" && item.publishAt ? (
                  <Badge tone="accent">
                    {texts.unpublished.scheduled}{" "}
                    <time dateTime={item.publishAt}>{formatDateTime(item.publishAt, timeZone)}</time>
                  </Badge>
                ) : (
                  <Badge tone="muted">{texts.unpublished.draft}</Badge>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </HomeCard>
  );
}

function TopArticle({ article }: { article: NonNullable<AdminOverview["analytics"]>["topArticle"] }) {
  return (
    <HomeCard name="top-article" heading={texts.topArticle.heading}>
      {article ? (
        <p>
          <a href={article.path} className="font-semibold text-fg underline-offset-4 hover:underline">
            {article.title}
          </a>{" "}
          <span className={muted}>{texts.topArticle.leads(article.leads)}</span>
        </p>
      ) : (
        <p className={muted}>{texts.topArticle.empty}</p>
      )}
    </HomeCard>
  );
}
