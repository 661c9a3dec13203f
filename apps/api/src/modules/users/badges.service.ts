import type { Readable } from 'node:stream';
import { type Language, translate, type UserBadgesBody } from '@hr/contracts';
import type { Db } from '../../db/client';
import { inScope, readerOf } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { avatarNameOf, type FileStorage } from '../../lib/files';
import { pdfStream } from '../../lib/pdf/index';
import type { Actor } from '../../types';
import { type Badge, drawBadgeSheet } from './badge-sheet';
import { type BadgeRow, badgesRepository } from './badges.repository';
import { scopeColumns } from './users.repository';

/** The company name a badge prints. Settings hold none yet (docs/pdf.md): the product's name stands in for it. */
export const COMPANY_NAME = 'HR Office';
/** How many of the refused ids the message names (a request may send 500). */
const NAMED_IDS = 20;

/** Some of the people cannot be printed: unknown, deleted, or outside the reader's scope, told apart by none. */
const notPrintable = (ids: number[]) =>
  new AppError(404, 'not_found', 'errors.badge_users_not_found', {
    ids: ids.length > NAMED_IDS ? `${ids.slice(0, NAMED_IDS).join(', ')}, …` : ids.join(', '),
  });

export function badgesService(db: Db, files: FileStorage) {
  const repo = badgesRepository(db);

  /** The badges in the order asked, each photo read from storage only when its badge is drawn. */
  async function* badgesOf(rows: BadgeRow[]): AsyncGenerator<Badge> {
    for (const row of rows) {
      const photo = row.avatar ? await files.read('avatars', avatarNameOf(row.avatar)) : undefined;
      yield { name: row.full_name, staffId: row.alias_id, department: row.department_name, photo };
    }
  }

  return {
    /**
     * `POST /users/badges`: the staff badges of the people asked for, as a PDF stream. All of them must be in the
     * reader's directory scope and not deleted, or nothing is printed (404 naming the ids): checked before the
     * document starts, so a refusal is an answer, not a broken download.
     */
    async print(
      actor: Actor,
      body: UserBadgesBody,
      lang: Language,
      onError: (error: unknown) => void,
    ): Promise<Readable> {
      const ids = [...new Set(body.user_ids)];
      const reader = await readerOf(db, actor);
      const rows = new Map((await repo.people(ids, inScope(reader, 'directory', scopeColumns))).map((r) => [r.id, r]));
      const missing = ids.filter((id) => !rows.has(id));
      if (missing.length > 0) throw notPrintable(missing);
      const labels = { company: COMPANY_NAME, staffId: translate(lang, 'users.badges.staff_id') };
      return pdfStream(
        { title: translate(lang, 'users.badges.title'), language: lang },
        (pdf) => drawBadgeSheet(pdf, badgesOf(ids.map((id) => rows.get(id)!)), labels),
        onError,
      );
    },
  };
}
export type BadgesService = ReturnType<typeof badgesService>;
