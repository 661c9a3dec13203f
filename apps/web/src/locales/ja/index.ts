import { ja as messages } from '@hr/contracts/messages/ja';
import antdLocale from 'antd/locale/ja_JP';
import 'dayjs/locale/ja';
import { auth } from './auth';
import { common } from './common';

/** Ant Design's texts (date pickers, tables, ...) in this language. */
export { antdLocale };

/** What the sign-in page and the shell need; `messages` is the catalog shared with the server. The areas' namespaces are in areas.ts. */
export const resources = { common, auth, messages };
