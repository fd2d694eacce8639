// Image work (checking an uploaded photo, making its renditions) runs one image at a time in a
// process: a phone photo decodes to tens of MB, and three citizens uploading at once took the
// API past 400 MB (issue 14). The wait is a fraction of a second per photo, only while others
// upload.
let lastTurn: Promise<unknown> = Promise.resolve();

/** Runs `work` once the image work asked for before it has ended (succeeded or failed). */
export function inImageTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = lastTurn.then(work);
  lastTurn = turn.catch(() => undefined);
  return turn;
}
