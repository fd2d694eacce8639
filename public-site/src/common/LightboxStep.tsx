/** The lightbox's previous (-1) or next (+1) button, at the side of the picture. */
export function LightboxStep({
  step,
  onStep,
  label,
}: {
  step: 1 | -1;
  onStep: (by: 1 | -1) => void;
  /** What it does, read out: 'Next picture'. */
  label: string;
}) {
  return (
    <button
      type="button"
      className={`ps-lightbox-step ps-lightbox-${step === 1 ? 'next' : 'previous'}`}
      onClick={() => onStep(step)}
    >
      <span aria-hidden="true">{step === 1 ? '›' : '‹'}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
