// The firm's mark: a compass meridian, drawn inline so it follows the text colour and theme.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M16 5 L19.5 16 L16 27 L12.5 16 Z" fill="currentColor" />
      <circle cx="16" cy="16" r="2" className="fill-bg" />
    </svg>
  );
}
