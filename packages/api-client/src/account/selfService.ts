// A person's own way in, before or beside a session (issue 15): sign-up, the mailed links, a
// forgotten password. One call a file; the shell's account pages use them as `selfServiceApi`.
export { register } from './register';
export { verifyEmail } from './verifyEmail';
export { resendVerification } from './resendVerification';
export { forgotPassword } from './forgotPassword';
export { resetPassword } from './resetPassword';
