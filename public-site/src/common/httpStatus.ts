/** The HTTP status of a failed call, when the server answered at all (axios puts it on response). */
export function httpStatus(error: unknown): number | null {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}
