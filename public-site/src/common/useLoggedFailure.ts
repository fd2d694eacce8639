import { useEffect } from 'react';

/**
 * SPEC.md 8: some lists only log a failed load and show no rows. The log is written once per
 * failure, after the render that shows it.
 */
export function useLoggedFailure(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
