import {
  companyToday,
  type LeaveReason,
  type LeaveReasonCreateBody,
  type LeaveReasonFields,
  type LeaveReasonUpdateBody,
  type LeaveTypeCreateBody,
  type LeaveTypeDetail,
  type LeaveTypeFields,
  type LeaveTypeRow,
  type LeaveTypeUpdateBody,
} from '@hr/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound, staleVersion, uniqueViolation } from '../../lib/errors';
import type { Actor } from '../../types';
import { settingsRules } from '../settings/settings.api';
import { type LeaveReasonDbRow, type LeaveTypeDbRow, leaveTypesRepository } from './leave-types.repository';

/** The first rate of a type pays from the beginning (docs/payroll.md "Leave"). */
export const FIRST_RATE_FROM = '1970-01-01';
const thisMonth = () => `${companyToday().slice(0, 7)}-01`;

const codeExists = () =>
  new AppError(422, 'leave_code_exists', 'errors.leave_code_exists', {}, { leave_code: ['errors.leave_code_exists'] });

function toRow(type: LeaveTypeDbRow, reasonsCount: number): LeaveTypeRow {
  return {
    id: type.id,
    leave_code: type.leave_code,
    leave_name_vie: type.leave_name_vie,
    leave_name_jp: type.leave_name_jp,
    description_vie: type.description_vie,
    description_jp: type.description_jp,
    salary_rate: Number(type.salary_rate),
    is_deduct_leave: type.is_deduct_leave,
    is_deduct_attendance: type.is_deduct_attendance,
    status: type.status,
    version: type.version,
    reasons_count: reasonsCount,
  };
}

function toReason(row: LeaveReasonDbRow): LeaveReason {
  return {
    id: row.id,
    management_leave_type_id: row.management_leave_type_id,
    reason_name_vie: row.reason_name_vie,
    reason_name_jp: row.reason_name_jp,
    description_vie: row.description_vie,
    description_jp: row.description_jp,
    max_absent_days: row.max_absent_days,
    status: row.status,
    version: row.version,
  };
}

const typeValues = (body: LeaveTypeFields) => ({
  leave_code: body.leave_code,
  leave_name_vie: body.leave_name_vie,
  leave_name_jp: body.leave_name_jp,
  description_vie: body.description_vie || null,
  description_jp: body.description_jp || null,
  salary_rate: String(body.salary_rate),
  is_deduct_leave: body.is_deduct_leave,
  is_deduct_attendance: body.is_deduct_attendance,
  status: body.status ?? 1,
});

const reasonValues = (body: LeaveReasonFields) => ({
  reason_name_vie: body.reason_name_vie,
  reason_name_jp: body.reason_name_jp,
  description_vie: body.description_vie || null,
  description_jp: body.description_jp || null,
  max_absent_days: body.max_absent_days,
  status: body.status ?? 1,
});

/**
 * Leave types and their reasons. Permissions are checked by the routes (leave_type.view to read, create, update
 * and delete to change); every write and its audit entry share one transaction; updates carry the version they
 * started from (409 when stale).
 */
export function leaveTypesService(db: Db) {
  const repo = leaveTypesRepository(db);

  async function detail(id: number): Promise<LeaveTypeDetail> {
    const type = await repo.find(id);
    if (!type) throw notFound();
    const reasons = await repo.reasons(id);
    return { ...toRow(type, reasons.length), leave_type_items: reasons.map(toReason) };
  }

  /** Runs a write; a unique index tripped by a race reads like the duplicate check. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw codeExists();
      throw error;
    }
  }

  return {
    get: detail,

    async list(keyword?: string): Promise<LeaveTypeRow[]> {
      const rows = await repo.list(keyword?.trim() || undefined);
      return rows.map(({ type, reasons_count }) => toRow(type, reasons_count));
    },

    async create(actor: Actor, body: LeaveTypeCreateBody): Promise<LeaveTypeDetail> {
      if (await repo.codeTaken(body.leave_code)) throw codeExists();
      const id = await guarded(() =>
        db.transaction(async (tx) => {
          const txRepo = leaveTypesRepository(tx);
          const values = typeValues(body);
          const row = await txRepo.insert(values);
          await txRepo.setRate(row.id, FIRST_RATE_FROM, body.salary_rate);
          const reasons = await txRepo.insertReasons(
            (body.leave_type_items ?? []).map((r) => ({ ...reasonValues(r), management_leave_type_id: row.id })),
          );
          await audit(tx, {
            actorId: actor.id,
            action: 'create',
            entity: 'management_leave_type',
            entityId: row.id,
            after: { ...values, leave_type_items: reasons.map(toReason) },
          });
          return row.id;
        }),
      );
      return detail(id);
    },

    async update(actor: Actor, id: number, body: LeaveTypeUpdateBody): Promise<LeaveTypeDetail> {
      const existing = await repo.find(id);
      if (!existing) throw notFound();
      if (body.version !== existing.version) throw staleVersion();
      if (await repo.codeTaken(body.leave_code, id)) throw codeExists();
      await guarded(() =>
        db.transaction(async (tx) => {
          const values = typeValues(body);
          const txRepo = leaveTypesRepository(tx);
          const row = await txRepo.update(id, body.version, values);
          if (!row) throw staleVersion();
          // A new rate pays leave from this month on; earlier months keep theirs. A locked month keeps what it paid.
          if (Number(existing.salary_rate) !== body.salary_rate) {
            await settingsRules(tx).assertSpanOpen(thisMonth(), null);
            if (!(await txRepo.hasRates(id))) await txRepo.setRate(id, FIRST_RATE_FROM, Number(existing.salary_rate));
            await txRepo.setRate(id, thisMonth(), body.salary_rate);
          }
          await audit(tx, {
            actorId: actor.id,
            action: 'update',
            entity: 'management_leave_type',
            entityId: id,
            before: existing,
            after: row,
          });
        }),
      );
      return detail(id);
    },

    /** Deletes the type with its reasons (they belong to it), audited with everything that went. */
    async remove(actor: Actor, id: number) {
      const before = await detail(id);
      await db.transaction(async (tx) => {
        if (!(await leaveTypesRepository(tx).remove(id))) throw notFound();
        await audit(tx, { actorId: actor.id, action: 'delete', entity: 'management_leave_type', entityId: id, before });
      });
    },

    async createReason(actor: Actor, body: LeaveReasonCreateBody): Promise<LeaveReason> {
      if (!(await repo.find(body.management_leave_type_id))) {
        throw new AppError(
          422,
          'invalid_input',
          'errors.invalid_input',
          {},
          {
            management_leave_type_id: ['validation.invalid'],
          },
        );
      }
      return db.transaction(async (tx) => {
        const [row] = await leaveTypesRepository(tx).insertReasons([
          { ...reasonValues(body), management_leave_type_id: body.management_leave_type_id },
        ]);
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'leave_type_item',
          entityId: row!.id,
          after: row,
        });
        return toReason(row!);
      });
    },

    async updateReason(actor: Actor, id: number, body: LeaveReasonUpdateBody): Promise<LeaveReason> {
      const existing = await repo.findReason(id);
      if (!existing) throw notFound();
      // A reason stays with its leave type.
      if (
        body.management_leave_type_id !== undefined &&
        body.management_leave_type_id !== existing.management_leave_type_id
      ) {
        throw new AppError(
          422,
          'invalid_input',
          'errors.invalid_input',
          {},
          {
            management_leave_type_id: ['validation.invalid'],
          },
        );
      }
      if (body.version !== existing.version) throw staleVersion();
      return db.transaction(async (tx) => {
        const row = await leaveTypesRepository(tx).updateReason(id, body.version, reasonValues(body));
        if (!row) throw staleVersion();
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'leave_type_item',
          entityId: id,
          before: existing,
          after: row,
        });
        return toReason(row);
      });
    },

    async removeReason(actor: Actor, id: number) {
      const existing = await repo.findReason(id);
      if (!existing) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await leaveTypesRepository(tx).removeReason(id))) throw notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'leave_type_item',
          entityId: id,
          before: existing,
        });
      });
    },
  };
}
export type LeaveTypesService = ReturnType<typeof leaveTypesService>;
