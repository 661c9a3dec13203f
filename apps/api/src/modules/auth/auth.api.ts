/** The public face of auth: what the start-up may use (restoring the administrator lifts their sign-in blocks). */
export { unblockAccount } from './login-limiter';
