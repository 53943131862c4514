// The brand illustration behind the page heroes: the mark's globe of meridians and compass needle,
// drawn as fine light line art so it reads on the hero gradient in both themes without any theme
// logic. "hero" is the home page's composition (a tilted globe, an orbit, a roadmap of milestones
// the needle points along); "subtle" is the faint globe bleeding off the right edge of the other
// pages' heroes, as on the og-image. Decorative only: it says nothing the page's text does not.
// The geometry is a precomputed orthographic projection (globe tilted 20° toward the viewer and
// rolled 16°), only the front halves of the meridians and parallels drawn.
import { useId } from "react";

const white = "#fff";
const indigo = "#c7d2fe"; // indigo-200
const teal = "#5eead4"; // teal-300

/** Hairlines stay 1 px at whatever size the caller draws the art. */
const line = { fill: "none", vectorEffect: "non-scaling-stroke" } as const;

/** Front halves of the meridians (every 30° of longitude) and of the ±30° and ±60° parallels. */
const globeLines = [
  "M281.3 95.8L198.7 384.2",
  "M252.6 90.5A150 70.5 -85.2 0 1 227.4 389.5",
  "M202.1 94.9A150 122.1 75.4 1 1 277.9 385.1",
  "M95.8 198.7A150 141 16 0 1 384.5 280.2",
  "M130.9 343A150 122.1 -43.4 0 1 349.1 137",
  "M171.5 373.4A150 70.5 -62.8 0 1 308.5 106.6",
  "M257.9 388.9A75 25.7 16 0 1 145.9 356.8",
  "M340.1 351.7A129.9 44.4 16 0 1 95.9 281.7",
  "M384.1 198.3A129.9 44.4 16 1 1 139.9 128.3",
  "M334.1 123.2A75 25.7 16 1 1 222.1 91.1",
];

/** Roadmap milestones on the globe's face; the goal is the teal node the needle points at. */
const milestones = [
  [114.7, 312.1],
  [175.5, 328],
  [295.2, 303],
] as const;

/** The large, faint globe of the other pages' heroes: meridian ellipses around a centre near the right edge. */
const subtleMeridians = [300, 245, 180, 105, 35];

export function MeridianArt({ variant, className }: { variant: "hero" | "subtle"; className?: string }) {
  const glowId = `${useId()}glow`;

  if (variant === "subtle") {
    return (
      <svg viewBox="0 0 600 600" className={className} aria-hidden="true" focusable="false">
        <g fill="none" stroke={indigo} strokeOpacity={0.14}>
          <circle cx="460" cy="300" r="340" strokeOpacity={0.2} vectorEffect="non-scaling-stroke" />
          {subtleMeridians.map((rx) => (
            <ellipse key={rx} cx="460" cy="300" rx={rx} ry="340" vectorEffect="non-scaling-stroke" />
          ))}
          <path d="M120 300H800" stroke={teal} strokeOpacity={0.18} vectorEffect="non-scaling-stroke" />
        </g>
      </svg>
    );
  }

  return (
    <svg viewBox="0 0 480 480" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={glowId}>
          <stop offset="0" stopColor={indigo} stopOpacity={0.14} />
          <stop offset="1" stopColor={indigo} stopOpacity={0} />
        </radialGradient>
      </defs>
      <circle cx="240" cy="240" r="236" fill={`url(#${glowId})`} />

      {/* The globe: rim, meridians and parallels, then the equator (its far half fainter). */}
      <g stroke={white}>
        <circle {...line} cx="240" cy="240" r="150" strokeOpacity={0.42} />
        {globeLines.map((d) => (
          <path key={d} {...line} d={d} strokeOpacity={0.14} />
        ))}
      </g>
      <path {...line} d="M95.7 199.1A150 51.3 16 1 1 384.2 281.3" stroke={indigo} strokeOpacity={0.12} />
      <path {...line} d="M384.2 281.3A150 51.3 16 0 1 95.7 199.1" stroke={indigo} strokeOpacity={0.45} />

      {/* An inclined orbit, hidden where it passes behind the globe. */}
      <path
        {...line}
        d="M441.3 133A228 56 -28 1 1 86.9 273.9M353.7 132A228 56 -28 0 1 441.3 133"
        stroke={white}
        strokeOpacity={0.2}
      />

      {/* The outer ring and its two satellites; the page's CSS may turn it slowly about the centre. */}
      <g className="meridian-orbit">
        <circle
          {...line}
          cx="240"
          cy="240"
          r="206"
          stroke={indigo}
          strokeOpacity={0.22}
          strokeDasharray="1 6"
          strokeLinecap="round"
        />
        <circle cx="46.4" cy="310.5" r="3" fill={teal} fillOpacity={0.7} />
        <circle cx="433.6" cy="310.5" r="2" fill={white} fillOpacity={0.5} />
      </g>

      {/* The roadmap: milestones reached (solid), then the leg still ahead (dashed) to the goal. */}
      <path {...line} d="M114.7 312.1Q132.6 330.6 175.5 328Q233.4 347.2 295.2 303" stroke={white} strokeOpacity={0.5} />
      <path
        {...line}
        d="M295.2 303Q395.1 176.1 385.7 94.3"
        stroke={teal}
        strokeOpacity={0.5}
        strokeDasharray="2 5"
        strokeLinecap="round"
      />
      {milestones.map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="3" fill={indigo} fillOpacity={0.85} />
      ))}
      <circle cx="385.7" cy="94.3" r="20" fill={teal} fillOpacity={0.08} />
      <circle {...line} cx="385.7" cy="94.3" r="11" stroke={teal} strokeOpacity={0.4} />
      <circle cx="385.7" cy="94.3" r="4.5" fill={teal} />

      {/* The compass needle, as in the mark, pointing north-east at the goal. */}
      <path d="M299.4 180.6L245.3 245.3L234.7 234.7Z" fill={teal} fillOpacity={0.55} />
      <path
        d="M197.2 282.8L245.3 245.3L234.7 234.7Z"
        fill={teal}
        fillOpacity={0.16}
        stroke={teal}
        strokeOpacity={0.4}
        vectorEffect="non-scaling-stroke"
      />
      <circle cx="240" cy="240" r="3.5" fill="#0f172a" stroke={teal} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
