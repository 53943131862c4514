// A designed stand-in where a picture is missing (docs/product.md#blog-list, #home): two letters in
// the heading font under a short teal rule, set low on the brand gradient with a faint globe of
// meridians and a dot grid, as the generated covers are drawn, rather than a flat block of colour.
// The post without a cover and the founder without a portrait use it. Decorative: what it stands
// for is written beside it, or named by the caller's label.

/** Meridian ellipses about a centre past the tile's top right corner. */
const meridians = [150, 110, 70, 30];

export function MonogramTile({
  letters,
  className = "",
  letterClass = "text-5xl",
}: {
  letters: string;
  /** Size and shape of the tile (it fills its box). */
  className?: string;
  letterClass?: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-monogram=""
      className={`relative isolate flex select-none flex-col justify-end overflow-hidden bg-linear-to-br from-hero-from to-hero-to p-[8%] text-white ${className}`}
    >
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(rgb(255_255_255/0.09)_1px,transparent_1.5px)] bg-size-[22px_22px]" />
      <svg
        viewBox="0 0 300 300"
        className="absolute -top-[30%] -right-[20%] -z-10 h-[120%] w-auto"
        focusable="false"
        aria-hidden="true"
      >
        {/* vector-effect is an attribute of the shapes, not of <g> (HTML's SVG rules refuse it there). */}
        <g fill="none" stroke="#fff" strokeOpacity={0.16}>
          <circle cx="150" cy="150" r="150" vectorEffect="non-scaling-stroke" />
          {meridians.map((rx) => (
            <ellipse key={rx} cx="150" cy="150" rx={rx} ry="150" vectorEffect="non-scaling-stroke" />
          ))}
          <path d="M0 150H300M22 75H278M22 225H278" vectorEffect="non-scaling-stroke" />
        </g>
        <circle cx="150" cy="0" r="5" fill="#5eead4" />
      </svg>
      <span className="mb-3 block h-1 w-10 rounded-full bg-teal-300" />
      <span className={`font-heading font-semibold leading-none tracking-tight ${letterClass}`}>{letters}</span>
    </div>
  );
}
