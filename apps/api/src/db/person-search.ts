import { sql } from 'drizzle-orm';
import { foldText } from './fold';
import { users } from './schema/index';
import { likePattern } from './like';

/**
 * Name search on the folded, trigram-indexed copy of a person's name (fold.ts): "nguyen" finds "Nguyễn". Every list
 * that searches people by name uses this one condition.
 */
export const nameMatches = (text: string) => sql`${users.name_search} like ${likePattern(foldText(text))}`;
