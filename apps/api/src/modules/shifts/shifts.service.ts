import type { ShiftBody, ShiftItem, ShiftListQuery } from '@hr/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound, staleVersion, uniqueViolation } from '../../lib/errors';
import { pagedResult, pageOf } from '../../lib/paging';
import type { Actor } from '../../types';
import type { Jobs } from '../../lib/jobs/index';
import { plansMovedJob, workingTime } from './shifts.api';
import { type ShiftRow, shiftsRepository } from './shifts.repository';

const hhmm = (time: string) => time.slice(0, 5);

export function toShiftItem(row: ShiftRow): ShiftItem {
  const checkin = hhmm(row.normal_checkin_time);
  const checkout = hhmm(row.normal_checkout_time);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    normal_checkin_time: checkin,
    normal_checkout_time: checkout,
    overnight: checkout <= checkin,
    working_time: workingTime(checkin, checkout),
    version: row.version,
  };
}

const nameTaken = () =>
  new AppError(422, 'shift_name_exists', 'errors.shift_name_exists', {}, { name: ['validation.shift_name_taken'] });

const valuesOf = (body: ShiftBody) => ({
  name: body.name,
  description: body.description?.trim() || null,
  normal_checkin_time: body.normal_checkin_time,
  normal_checkout_time: body.normal_checkout_time,
});

/** Shift groups. Permissions (shift.view/create/update/delete) are checked by the routes' config. */
export function shiftsService(db: Db, jobs: Jobs) {
  const repo = shiftsRepository(db);

  /**
   * Names are unique whatever their letter case (the unique index `shifts_name_unique` has the last word when two
   * saves race), and two shift groups never have the same working hours: specification 000's
   * has_conflict_time_shift.
   */
  async function assertNoClash(values: ReturnType<typeof valuesOf>, exceptId?: number) {
    const { sameName, sameTimes } = await repo.clashes(values, exceptId);
    if (sameName) throw nameTaken();
    if (sameTimes) {
      throw new AppError(
        422,
        'has_conflict_time_shift',
        'errors.has_conflict_time_shift',
        { name: sameTimes.name },
        {
          normal_checkin_time: ['validation.shift_times_used'],
          normal_checkout_time: ['validation.shift_times_used'],
        },
      );
    }
  }

  async function write<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      throw uniqueViolation(error) === 'shifts_name_unique' ? nameTaken() : error;
    }
  }

  return {
    async list(query: ShiftListQuery) {
      const page = pageOf(query);
      const { rows, total } = await repo.list({ name: query.name?.trim() || undefined }, page);
      return pagedResult(rows.map(toShiftItem), total, page);
    },

    async options() {
      return (await repo.all()).map((row) => ({
        id: row.id,
        name: row.name,
        working_time: workingTime(row.normal_checkin_time, row.normal_checkout_time),
      }));
    },

    /** Every write and its audit entry in one transaction: no change without its entry, no entry without the change. */
    async create(actor: Actor, body: ShiftBody) {
      await assertNoClash(valuesOf(body));
      const row = await db.transaction(async (tx) => {
        const inserted = await write(() => shiftsRepository(tx).insert(valuesOf(body)));
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'shift',
          entityId: inserted.id,
          after: valuesOf(body),
        });
        return inserted;
      });
      return toShiftItem(row);
    },

    async update(actor: Actor, id: number, body: ShiftBody) {
      const before = await repo.find(id);
      if (!before) throw notFound();
      await assertNoClash(valuesOf(body), id);
      const row = await db.transaction(async (tx) => {
        const txRepo = shiftsRepository(tx);
        const updated = await write(() => txRepo.update(id, body.version, valuesOf(body)));
        if (!updated) throw (await txRepo.find(id)) ? staleVersion() : notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'shift',
          entityId: id,
          before: toShiftItem(before),
          after: valuesOf(body),
        });
        // New times move the stored working days planned on this shift group (attendance computes them again).
        const item = toShiftItem(updated);
        const old = toShiftItem(before);
        if (
          item.normal_checkin_time !== old.normal_checkin_time ||
          item.normal_checkout_time !== old.normal_checkout_time
        )
          await jobs.send(plansMovedJob, { shift_id: id }, { tx, startedBy: actor });
        return updated;
      });
      return toShiftItem(row);
    },

    /** A shift group still used by a department or a person is kept: deleting it would leave them without hours. */
    async remove(actor: Actor, id: number) {
      const before = await repo.find(id);
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        const txRepo = shiftsRepository(tx);
        const used = await txRepo.usage(id);
        if (used > 0) throw new AppError(409, 'shift_in_use', 'errors.shift_in_use', { count: used });
        // Shift assignments and work plans are history: they keep their shift group (the database refuses too).
        const history = await txRepo.history(id);
        if (history > 0) throw new AppError(409, 'shift_has_history', 'errors.shift_has_history', { count: history });
        if (!(await txRepo.remove(id))) throw notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'shift',
          entityId: id,
          before: toShiftItem(before),
        });
      });
    },
  };
}
export type ShiftsService = ReturnType<typeof shiftsService>;
