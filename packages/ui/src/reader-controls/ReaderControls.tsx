import type { MouseEvent } from 'react';
import { DEFAULT_TEXT_SIZE, steppedSize, TEXT_SIZES } from './readerChoice';
import { useReaderChoice } from './useReaderChoice';
import './readerControls.css';

/** What the controls say, from the frame's own catalogue (the shell's, or the ui's). */
export interface ReaderControlLabels {
  /** Names the group ('Text size and contrast'). */
  group: string;
  smaller: string;
  normal: string;
  larger: string;
  contrast: string;
}

export interface ReaderControlsProps {
  labels: ReaderControlLabels;
  className?: string;
}

/**
 * A-, A, A+ and the high-contrast switch (GIGW's reader controls), for every frame: the public
 * top bar and the signed-in header. A- and A+ step the text size one of three steps; at an end
 * the button says it is unavailable (aria-disabled) but keeps the focus, which a disabled button
 * would drop. The contrast switch is a toggle button (aria-pressed). The labels are passed in, so
 * the public pages carry no second catalogue for four words.
 */
export function ReaderControls({ labels, className }: ReaderControlsProps) {
  const [choice, choose] = useReaderChoice();
  const smallest = choice.textSize === TEXT_SIZES[0];
  const largest = choice.textSize === TEXT_SIZES[TEXT_SIZES.length - 1];
  const step = (direction: -1 | 1, atEnd: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    if (!atEnd) choose({ ...choice, textSize: steppedSize(choice.textSize, direction) });
  };
  return (
    <div
      role="group"
      aria-label={labels.group}
      className={`council-reader-controls${className ? ` ${className}` : ''}`}
    >
      <button
        type="button"
        className="council-reader-button"
        aria-label={labels.smaller}
        title={labels.smaller}
        aria-disabled={smallest || undefined}
        onClick={step(-1, smallest)}
      >
        A<span aria-hidden="true">-</span>
      </button>
      <button
        type="button"
        className="council-reader-button"
        aria-label={labels.normal}
        title={labels.normal}
        onClick={() => choose({ ...choice, textSize: DEFAULT_TEXT_SIZE })}
      >
        A
      </button>
      <button
        type="button"
        className="council-reader-button"
        aria-label={labels.larger}
        title={labels.larger}
        aria-disabled={largest || undefined}
        onClick={step(1, largest)}
      >
        A<span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className="council-reader-button council-reader-contrast"
        aria-pressed={choice.highContrast}
        title={labels.contrast}
        onClick={() => choose({ ...choice, highContrast: !choice.highContrast })}
      >
        <span className="council-reader-contrast-icon" aria-hidden="true" />
        <span className="visually-hidden">{labels.contrast}</span>
      </button>
    </div>
  );
}
