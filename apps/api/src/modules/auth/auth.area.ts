import type { Area } from '../../lib/area';
import { authRoutes } from './auth.routes';
import { authService } from './auth.service';
import { loginBlocksRoutes } from './login-blocks.routes';
import { loginBlocksService } from './login-blocks.service';
import { loginLimiter } from './login-limiter';
import { passwordResetRoutes } from './password-reset.routes';
import { passwordResetService } from './password-reset.service';
import { resetLimiter } from './reset-limiter';

export const authArea: Area = {
  name: 'auth',
  async routes(api, { database, config, links, jobs }) {
    // Sign-in and the sign-in blocks share one limiter: a block lifted on the list is lifted for the sign-in too.
    const limiter = loginLimiter(database.pool, database.db, config);
    await api.register(authRoutes, { service: authService(database.db, config, limiter, links) });
    await api.register(loginBlocksRoutes, { service: loginBlocksService(database.db, limiter) });
    const resets = passwordResetService(database.db, config, resetLimiter(database.pool, config), jobs);
    await api.register(passwordResetRoutes, { service: resets });
  },
  tables: { versioned: [], counted: ['auth_tokens', 'login_limits', 'password_reset_tokens'] },
};
