import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../appContext';
import { forgotPasswordRoute } from './forgotPassword';
import { registerRoute } from './register';
import { resendVerificationRoute } from './resendVerification';
import { resetPasswordRoute } from './resetPassword';
import { selfServiceLimits } from './selfServiceLimits';
import { verifyEmailRoute } from './verifyEmail';

/**
 * A person's own way in (issue 15): sign-up, the email link, a forgotten password
 * (AccountPaths.register, verifyEmail, resendVerification, forgotPassword, resetPassword).
 */
export function selfServiceRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    const limits = selfServiceLimits(context);
    registerRoute(app, context, limits);
    verifyEmailRoute(app, context, limits);
    resendVerificationRoute(app, context, limits);
    forgotPasswordRoute(app, context, limits);
    resetPasswordRoute(app, context, limits);
  };
}
