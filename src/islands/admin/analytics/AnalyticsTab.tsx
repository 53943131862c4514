// The Analytics tab (docs/product.md#analytics): what the server counted over the last 7, 30 or 90
// days of the site's calendar. Totals, one chart of the days (plain SVG, hidden from screen readers,
// with the same figures as a table right behind it), then tables: top pages, top entry pages,
// sources, campaigns, the articles and resources that led to conversions, and each resource's
// funnel. The chart draws with the theme's colour tokens, so it follows light and dark.
import { useState } from "react";
import { iconDownload, SvgIcon } from "../../../components/Icon";
import { analyticsAdminTexts as texts } from "./texts";
import { formatIsoDate } from "../../../shared/format";
import { AdminTable, ListTab } from "../shared/lists/list-layout";
import type { AdminAnalytics } from "../shared/data/api-types";
import { adminAnalyticsCsvPath, adminAnalyticsPath } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { useSiteTimeZone } from "../shared/data/site-time-zone";

const PERIODS = ["7", "30", "90"] as const;
type Period = (typeof PERIODS)[number];
const isPeriod = (value: string): value is Period => (PERIODS as readonly string[]).includes(value);

/** The period's first and last day on the site's calendar, today included. */
function periodOf(days: number, timeZone: string) {
  const to = formatIsoDate(Date.now(), timeZone);
  const from = new Date(Date.parse(`${to}T12:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

const number = (n: number) => n.toLocaleString("en-US");
const cell = "px-4 py-3 align-top";
const numberCell = `${cell} text-right tabular-nums`;

export default function AnalyticsTab() {
  const timeZone = useSiteTimeZone();
  const [period, setPeriod] = useState<Period>("30");
  const { from, to } = periodOf(Number(period), timeZone);
  const query = useApiQuery<{ data: AdminAnalytics }>(adminAnalyticsPath(from, to));
  const report = query.data?.data;

  return (
    <ListTab
      name="analytics"
      query={query}
      count={report ? 1 : 0}
      texts={texts}
      actions={
        <>
          <a
            href={adminAnalyticsCsvPath(from, to)}
            download
            className="btn-outline focus-visible:ring-2 focus-visible:ring-ring"
            data-analytics-export
          >
            <SvgIcon drawing={iconDownload} className="h-4 w-4" />
            {texts.exportCsv}
          </a>
          <label className="flex items-center gap-2 text-sm font-medium text-fg">
            {texts.periodLabel}
            <select
              name="period"
              value={period}
              onChange={(event) => setPeriod(isPeriod(event.target.value) ? event.target.value : "30")}
              className="min-h-10 rounded-md border border-border bg-surface px-3 text-sm text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-analytics-period
            >
              {PERIODS.map((value) => (
                <option key={value} value={value}>
                  {texts.periods[value]}
                </option>
              ))}
            </select>
          </label>
        </>
      }
    >
      {report ? <Report report={report} /> : null}
    </ListTab>
  );
}

function Report({ report }: { report: AdminAnalytics }) {
  const { totals } = report;
  const pageCell = ({ path }: { path: string }): PageCell => ({ path, title: report.titles[path] ?? null });
  return (
    <div className="flex flex-col gap-8" data-analytics-report>
      <dl aria-label={texts.totals.label} className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-analytics-totals>
        <Total label={texts.totals.visitors} value={number(totals.visitors)} name="visitors" />
        <Total label={texts.totals.pageViews} value={number(totals.pageViews)} name="page-views" />
        <Total label={texts.totals.conversions} value={number(totals.conversions)} name="conversions" />
        <Total
          label={texts.totals.conversionRate}
          value={totals.conversionRate === null ? texts.totals.noRate : `${totals.conversionRate}%`}
          hint={texts.totals.conversionRateHint}
          name="conversion-rate"
        />
      </dl>
      <DailyChart series={report.series} />
      <div className="grid gap-8 xl:grid-cols-2">
        <Table
          name="analytics-pages"
          label={texts.tables.topPages}
          columns={[texts.columns.page, figure(texts.columns.views)]}
          rows={report.pages.top.map((row) => [pageCell(row), row.views])}
        />
        <Table
          name="analytics-entries"
          label={texts.tables.entryPages}
          columns={[texts.columns.page, figure(texts.columns.visits), figure(texts.columns.conversions)]}
          rows={report.pages.entries.map((row) => [pageCell(row), row.visits, row.conversions])}
        />
        <Table
          name="analytics-sources"
          label={texts.tables.sources}
          columns={[texts.columns.referrer, figure(texts.columns.visits), figure(texts.columns.conversions)]}
          rows={report.sources.map((row) => [row.referrer || texts.direct, row.visits, row.conversions])}
        />
        <Table
          name="analytics-campaigns"
          label={texts.tables.campaigns}
          columns={[
            texts.columns.campaign,
            texts.columns.source,
            texts.columns.medium,
            figure(texts.columns.visits),
            figure(texts.columns.conversions),
          ]}
          rows={report.campaigns.map((row) => [
            row.campaign || texts.none,
            row.source || texts.none,
            row.medium || texts.none,
            row.visits,
            row.conversions,
          ])}
        />
        <Table
          name="analytics-conversions"
          label={texts.tables.conversions}
          columns={[texts.columns.page, figure(texts.columns.downloads), figure(texts.columns.messages)]}
          rows={report.conversions.map((row) => [pageCell(row), row.downloads, row.messages])}
        />
        <Table
          name="analytics-funnels"
          label={texts.tables.funnels}
          columns={[
            texts.columns.resource,
            figure(texts.columns.detailViews),
            figure(texts.columns.dialogOpens),
            figure(texts.columns.downloads),
          ]}
          rows={report.funnels.map((row) => [row.title, row.detailViews, row.dialogOpens, row.downloads])}
        />
      </div>
    </div>
  );
}

function Total({ label, value, hint, name }: { label: string; value: string; hint?: string; name: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4" data-total={name}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-heading text-3xl font-semibold text-fg tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

type Column = string | { label: string; align: "right" };

/** A page as its name (a post's title, 'About'), with its path beneath; the path alone when it has no name. */
type PageCell = { title: string | null; path: string };
type Value = string | number | PageCell;
const keyOf = (value: Value) => (typeof value === "object" ? value.path : String(value));

/** A column of counts, set to the right. */
const figure = (label: string): Column => ({ label, align: "right" });

/** A titled table; an empty one says so in a row of its own. */
function Table({
  name,
  label,
  columns,
  rows,
}: {
  name: string;
  label: string;
  columns: Column[];
  rows: Array<Array<Value>>;
}) {
  return (
    // The table's scrolling region carries the name; a second landmark of the same name would repeat it.
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="font-heading text-lg font-semibold text-fg">{label}</h3>
      <AdminTable name={name} label={label} columns={columns} minWidth="min-w-[24rem]">
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className={`${cell} text-muted`}>
              {texts.empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.map(keyOf).join("\u0001")}>
              {row.map((value, i) =>
                typeof value === "number" ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                  <td key={i} className={numberCell}>
                    {number(value)}
                  </td>
                ) : (
                  // Long addresses wrap where they must; words are never cut in the middle.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                  <td key={i} className={`${cell} break-words text-fg`}>
                    {typeof value === "string" ? value : <PageName page={value} />}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </AdminTable>
    </div>
  );
}

/** A path is kept on one line (the table scrolls sideways when it must): an address cut in two misleads. */
function PageName({ page }: { page: PageCell }) {
  if (!page.title) return <span className="font-mono text-sm whitespace-nowrap">{page.path}</span>;
  return (
    <>
      <span className="block" data-page-title>
        {page.title}
      </span>
      <span className="block font-mono text-xs whitespace-nowrap text-muted">{page.path}</span>
    </>
  );
}

const CHART = { width: 720, height: 220, top: 12, bottom: 28, left: 40, right: 12 };

/**
 * Page views as bars, visitors as a line, conversions as dots, per day. Drawn for the eye only
 * (aria-hidden); the table under it holds the same figures for a screen reader and for anyone.
 */
function DailyChart({ series }: { series: AdminAnalytics["series"] }) {
  const max = Math.max(1, ...series.map((d) => Math.max(d.pageViews, d.visitors, d.conversions)));
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const step = plotWidth / Math.max(1, series.length);
  const x = (i: number) => CHART.left + step * i + step / 2;
  const y = (n: number) => CHART.top + plotHeight - (n / max) * plotHeight;
  const visitorsLine = series.map((d, i) => `${x(i).toFixed(1)},${y(d.visitors).toFixed(1)}`).join(" ");
  const legend = [
    { label: texts.totals.pageViews, swatch: "bg-primary/30 border border-primary" },
    { label: texts.totals.visitors, swatch: "bg-primary h-0.5" },
    { label: texts.totals.conversions, swatch: "bg-accent rounded-full" },
  ];
  return (
    <figure className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4" data-analytics-chart>
      <figcaption className="font-heading text-lg font-semibold text-fg">{texts.chart.title}</figcaption>
      <ul className="flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
        {legend.map((item) => (
          <li key={item.label} className="flex items-center gap-2">
            <span className={`inline-block h-3 w-3 ${item.swatch}`} />
            {item.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-auto w-full text-muted"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={CHART.left}
          x2={CHART.width - CHART.right}
          y1={y(0)}
          y2={y(0)}
          stroke="currentColor"
          strokeWidth={1}
        />
        <text x={CHART.left - 6} y={y(max) + 4} textAnchor="end" fontSize={11} fill="currentColor">
          {number(max)}
        </text>
        <text x={CHART.left - 6} y={y(0) + 4} textAnchor="end" fontSize={11} fill="currentColor">
          0
        </text>
        {series.length > 0 ? (
          <>
            <text x={x(0)} y={CHART.height - 8} textAnchor="start" fontSize={11} fill="currentColor">
              {series[0]!.day}
            </text>
            <text x={x(series.length - 1)} y={CHART.height - 8} textAnchor="end" fontSize={11} fill="currentColor">
              {series.at(-1)!.day}
            </text>
          </>
        ) : null}
        <g className="text-primary">
          {series.map((d, i) => (
            <rect
              key={d.day}
              x={x(i) - (step * 0.7) / 2}
              y={y(d.pageViews)}
              width={step * 0.7}
              height={Math.max(0, y(0) - y(d.pageViews))}
              fill="currentColor"
              fillOpacity={0.25}
            />
          ))}
          <polyline points={visitorsLine} fill="none" stroke="currentColor" strokeWidth={2} />
        </g>
        <g className="text-accent">
          {series.map((d, i) =>
            d.conversions > 0 ? <circle key={d.day} cx={x(i)} cy={y(d.conversions)} r={4} fill="currentColor" /> : null,
          )}
        </g>
      </svg>
      <details className="text-sm" data-analytics-chart-table>
        <summary className="cursor-pointer text-fg underline underline-offset-4">{texts.chart.tableCaption}</summary>
        <AdminTable
          name="analytics-days"
          label={texts.chart.tableCaption}
          columns={[
            texts.chart.day,
            figure(texts.totals.visitors),
            figure(texts.totals.pageViews),
            figure(texts.totals.conversions),
          ]}
          minWidth="min-w-[24rem]"
        >
          {series.map((d) => (
            <tr key={d.day}>
              <th scope="row" className={`${cell} text-left font-normal text-fg`}>
                {d.day}
              </th>
              <td className={numberCell}>{number(d.visitors)}</td>
              <td className={numberCell}>{number(d.pageViews)}</td>
              <td className={numberCell}>{number(d.conversions)}</td>
            </tr>
          ))}
        </AdminTable>
      </details>
    </figure>
  );
}
