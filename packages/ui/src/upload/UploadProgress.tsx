/**
 * How much of a large upload has gone out, while it is being sent: a bar for sight and the
 * percent in words (`text`, each screen's own words), read out as it changes.
 */
export function UploadProgress({ percent, text }: { percent: number; text: string }) {
  return (
    <div className="my-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={text}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="small mb-0" role="status">
        {text}
      </p>
    </div>
  );
}
