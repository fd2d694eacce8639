/** A magnifying glass drawn in the page; decorative, as its button is named. */
export function SearchIcon() {
  return (
    <svg
      className="shell-search-icon"
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
