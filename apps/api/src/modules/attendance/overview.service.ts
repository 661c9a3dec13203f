import {
  companyToday,
  OVERVIEW_NO_DEPARTMENT,
  OVERVIEW_PAGE_SIZE,
  OVERVIEW_PLAN_COLUMNS,
  OVERVIEW_STATUSES,
  type OverviewDepartment,
  type OverviewPeopleQuery,
  type OverviewQuery,
  type OverviewUser,
} from '@hr/contracts';
import type { Db } from '../../db/client';
import { inScope, readerOf, scopeKeyOf } from '../../lib/access';
import type { FileLinks } from '../../lib/file-links';
import { avatarNameOf, STORED_NAME } from '../../lib/files';
import { pagedResult, pageOf } from '../../lib/paging';
import type { Actor } from '../../types';
import { scopeColumns } from './attendance.repository';
import { checkTimeOf, overviewStatus, planInterval } from './registration-rules';
import { type PlanRow, registrationRepository } from './registration.repository';

/**
 * How long an overview of at least OVERVIEW_REUSE_MIN_PEOPLE people is reused for readers with the same scope, sort
 * and search: every open overview asks again every few seconds (its departments and each open group), and 5,000
 * people take a while to read and group; a check-in then shows at most this much later. Smaller overviews are
 * always computed afresh.
 */
export const OVERVIEW_REUSE_MS = 2000;
export const OVERVIEW_REUSE_MIN_PEOPLE = 500;
/** How old a kept overview may be when it is answered while its successor is being computed. */
export const OVERVIEW_STALE_MS = 10_000;

/** A person as computed once for every reader of a scope: the avatar's stored name, not a link (links are per session). */
type OverviewPerson = Omit<OverviewUser, 'avatar_url'>;
type Group = { department: OverviewDepartment; users: OverviewPerson[] };
type Overview = { departments: OverviewDepartment[]; groups: Map<number | null, Group>; people: number };

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/**
 * The overview (specification 000, Overview screen): everyone's status of right now by department, within the
 * reader's `personal` read scope. Answered in two calls so that no answer carries everyone: the departments with
 * their counts per status, then one department's people a page at a time when the screen opens its group.
 */
export function overviewService(db: Db, options: { timeZone: string; links?: FileLinks }) {
  const { timeZone, links } = options;
  const repo = registrationRepository(db);
  type CacheEntry = { at: number; value: Promise<Overview>; done: boolean; next?: Promise<Overview> };
  const cache = new Map<string, CacheEntry>();

  async function compute(scope: ReturnType<typeof inScope>, query: OverviewQuery, now: Date): Promise<Overview> {
    const date = companyToday(timeZone, now);
    const [list, registrations, plans] = await Promise.all([
      repo.overviewPeople(date, scope, query.search || undefined),
      repo.registrationsOn(date),
      repo.plansOfEveryoneFrom(date),
    ]);
    const registrationsOf = new Map<number, typeof registrations>();
    for (const r of registrations) {
      const own = registrationsOf.get(r.user_id);
      if (own) own.push(r);
      else registrationsOf.set(r.user_id, [r]);
    }
    // Each item's moments once (an item is looked at for its column, its person's status and the sort).
    const at = now.getTime();
    const plansOf = new Map<number, { plan: PlanRow; active: boolean }[]>();
    for (const plan of plans) {
      const span = planInterval(plan, timeZone);
      const item = { plan, active: span.from <= at && at < span.to };
      const own = plansOf.get(plan.user_id);
      if (own) own.push(item);
      else plansOf.set(plan.user_id, [item]);
    }

    const people = list.map((person) => {
      const own = plansOf.get(person.id) ?? [];
      const check = checkTimeOf(person, registrationsOf.get(person.id) ?? [], [], timeZone);
      const user: OverviewPerson = {
        id: person.id,
        staff_id: person.staff_id,
        user_name: person.name,
        avatar: person.avatar,
        working_plan: own.slice(0, OVERVIEW_PLAN_COLUMNS).map(({ plan: p, active }) => ({
          id: p.id,
          working_plan_type_id: p.working_plan_type_id,
          location_of_plan: p.location_of_plan,
          start_date: p.start_date,
          start_time: hhmm(p.start_time),
          end_date: p.end_date,
          end_time: hhmm(p.end_time),
          reason: p.reason,
          is_active: active,
        })),
        status: overviewStatus({
          activePlanTypes: own.filter((p) => p.active).map((p) => p.plan.working_plan_type_id),
          check,
          lateMinutes: person.late_minutes ?? 0,
          earlyLeaveMinutes: person.early_leave_minutes ?? 0,
        }),
      };
      // Sort 1: people with a working plan first, earliest first (the rest keep their order: '~' sorts last).
      const first = own[0]?.plan;
      const planKey = first ? `${first.start_date} ${hhmm(first.start_time) ?? '00:00'}` : '~';
      return { user, planKey, department_id: person.department_id, department_name: person.department_name };
    });
    // The list comes by name A to Z; 3 reverses it, 1 puts people with a working plan first (earliest first).
    const sort = query.sort_by ?? 1;
    if (sort === 3) people.reverse();
    if (sort === 1) people.sort((a, b) => (a.planKey < b.planKey ? -1 : a.planKey > b.planKey ? 1 : 0));
    const groups = new Map<number | null, Group>();
    for (const { user, department_id, department_name } of people) {
      let group = groups.get(department_id);
      if (!group) {
        group = {
          department: { id: department_id, name: department_name ?? '', user_count: 0, statuses: [] },
          users: [],
        };
        groups.set(department_id, group);
      }
      group.users.push(user);
    }
    for (const { department, users } of groups.values()) {
      department.user_count = users.length;
      const counts = new Map<number | null, number>();
      for (const u of users) counts.set(u.status, (counts.get(u.status) ?? 0) + 1);
      department.statuses = [...OVERVIEW_STATUSES, null]
        .filter((status) => counts.has(status))
        .map((status) => ({ status, count: counts.get(status)! }));
    }
    // Departments by name; the people without one last.
    const departments = [...groups.values()]
      .map((g) => g.department)
      .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : a.name.localeCompare(b.name, 'en')));
    return { departments, groups, people: people.length };
  }

  /**
   * The overview of the reader's scope, sort and search. A read in progress is shared by concurrent readers; a large
   * one is kept and reused for OVERVIEW_REUSE_MS, then computed again, and meanwhile (at most OVERVIEW_STALE_MS after
   * it was made) the kept one is answered, so no reader waits for the new one. Small ones are never kept.
   */
  async function overviewOf(actor: Actor, query: OverviewQuery, now: Date): Promise<Overview> {
    const reader = await readerOf(db, actor);
    const key = JSON.stringify([scopeKeyOf(reader, 'personal'), query.sort_by ?? 1, query.search ?? '']);
    const kept = cache.get(key);
    const age = kept ? now.getTime() - kept.at : Number.POSITIVE_INFINITY;
    // Recent enough, or the first read still in progress: shared.
    if (kept && (age <= OVERVIEW_REUSE_MS || !kept.done)) return kept.value;
    const answerKept = kept !== undefined && age <= OVERVIEW_STALE_MS;
    if (kept?.next) return answerKept ? kept.value : kept.next;

    const value = compute(inScope(reader, 'personal', scopeColumns), query, now);
    const fresh: CacheEntry = { at: now.getTime(), value, done: false };
    if (answerKept) kept.next = value;
    else cache.set(key, fresh);
    value.then(
      (overview) => {
        fresh.done = true;
        if (overview.people >= OVERVIEW_REUSE_MIN_PEOPLE) cache.set(key, fresh);
        else if (cache.get(key) === fresh || cache.get(key) === kept) cache.delete(key);
      },
      () => {
        // A failed read is never kept: the next reader tries again.
        if (cache.get(key) === fresh) cache.delete(key);
        if (kept) kept.next = undefined;
      },
    );
    if (cache.size > 500) cache.delete(cache.keys().next().value!);
    return answerKept ? kept.value : value;
  }

  return {
    /** `GET /overview`: the departments with their head counts and statuses, by name (no department last). */
    async departments(actor: Actor, query: OverviewQuery, now = new Date()): Promise<OverviewDepartment[]> {
      return (await overviewOf(actor, query, now)).departments;
    },

    /**
     * `GET /overview/people`: a page of one department's people (without one: everyone, department by department), each with up to 5 working-plan items (those not
     * yet over; `is_active` when one covers now) and the status of right now. Avatar links are signed for the
     * reader's own session, for the page's people only.
     */
    async people(actor: Actor, query: OverviewPeopleQuery, now = new Date()) {
      const page = pageOf({ page: query.page, limit: query.limit ?? OVERVIEW_PAGE_SIZE });
      const overview = await overviewOf(actor, { sort_by: query.sort_by, search: query.search }, now);
      const { department_id: department } = query;
      const users =
        department === undefined
          ? overview.departments.flatMap((d) => overview.groups.get(d.id)?.users ?? [])
          : (overview.groups.get(department === OVERVIEW_NO_DEPARTMENT ? null : department)?.users ?? []);
      const avatarLink = (stored: string | null) =>
        links && stored && STORED_NAME.test(avatarNameOf(stored))
          ? links.sign('avatars', avatarNameOf(stored), actor.session_id)
          : null;
      // Written field by field: a spread copies each object property by property.
      const items: OverviewUser[] = users.slice(page.offset, page.offset + page.limit).map((user) => ({
        id: user.id,
        staff_id: user.staff_id,
        user_name: user.user_name,
        avatar: user.avatar,
        avatar_url: avatarLink(user.avatar),
        working_plan: user.working_plan,
        status: user.status,
      }));
      return pagedResult(items, users.length, page);
    },
  };
}
export type OverviewService = ReturnType<typeof overviewService>;
