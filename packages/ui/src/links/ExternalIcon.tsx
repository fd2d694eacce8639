/** The arrow out of a box that marks a link to another website; its words are the link's own. */
export function ExternalIcon() {
  return (
    <svg
      className="council-external-icon"
      viewBox="0 0 16 16"
      width="0.75em"
      height="0.75em"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M9 1h6v6h-1.6V3.73L7.57 9.57 6.43 8.43 12.27 2.6H9zM2.5 3H7v1.6H3.6v7.8h7.8V9H13v4.5a.5.5 0 0 1-.5.5h-10a.5.5 0 0 1-.5-.5v-10a.5.5 0 0 1 .5-.5z"
      />
    </svg>
  );
}
