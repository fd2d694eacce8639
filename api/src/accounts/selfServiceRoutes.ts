import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../appContext';

/**
 * A person's own way in (issue 15): sign-up, the email link, a forgotten password
 * (AccountPaths.register, verifyEmail, resendVerification, forgotPassword, resetPassword).
 */
export function selfServiceRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    void app;
    void context;
  };
}
