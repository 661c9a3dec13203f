import { en as messages } from '@hr/contracts/messages/en';
import antdLocale from 'antd/locale/en_US';

import { auth } from './auth';
import { common } from './common';

/** Ant Design's texts (date pickers, tables, ...) in this language. */
export { antdLocale };

/** What the sign-in page and the shell need; `messages` is the catalog shared with the server. The areas' namespaces are in areas.ts. */
export const resources = { common, auth, messages };
