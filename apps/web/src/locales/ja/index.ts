import { MESSAGES } from '@hr/contracts';
import { auth } from './auth';
import { common } from './common';
import { shifts } from './shifts';

/** Every namespace of this language; `messages` is the catalog shared with the server. */
export const resources = { common, auth, shifts, messages: MESSAGES.ja };
