import { MESSAGES } from '@hr/contracts';
import { auth } from './auth';
import { common } from './common';
import { departments } from './departments';
import { shifts } from './shifts';
import { groups } from './groups';
import { users } from './users';

/** Every namespace of this language; `messages` is the catalog shared with the server. */
export const resources = { common, auth, shifts, users, groups, departments, messages: MESSAGES.ja };
