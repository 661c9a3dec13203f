import { MESSAGES } from '@hr/contracts';
import { auth } from './auth';
import { common } from './common';

/** Every namespace of this language; `messages` is the catalog shared with the server. */
export const resources = { common, auth, messages: MESSAGES.en };
