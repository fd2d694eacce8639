/** A failure as a log line needs it. */
export interface BriefError {
  type: string;
  message: string;
  code?: string;
}

/**
 * The kind, message and code of a failure, for a warning that a page was served without its
 * server-rendered screen: an HTTP client's error (an AxiosError) carries its whole request,
 * socket and configuration, a screenful of log for "the API was not up yet".
 */
export function briefError(error: unknown): BriefError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
  };
}
