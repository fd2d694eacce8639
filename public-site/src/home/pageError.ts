/** The page's one error line: the message of the first read that failed, or ''. */
export function pageError(reads: [{ isError: boolean }, string][]): string {
  return reads.find(([read]) => read.isError)?.[1] ?? '';
}
