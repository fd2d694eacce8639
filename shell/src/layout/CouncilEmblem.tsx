/** A plain emblem drawn in the page (no request); decorative, as the council's name stands beside it. */
export function CouncilEmblem() {
  return (
    <svg
      className="shell-emblem"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="30" fill="#0b4f8a" />
      <circle cx="32" cy="32" r="24" fill="none" stroke="#f2a900" strokeWidth="3" />
      <path
        d="M18 40h28M22 40V28h20v12M20 28l12-9 12 9"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
      />
    </svg>
  );
}
