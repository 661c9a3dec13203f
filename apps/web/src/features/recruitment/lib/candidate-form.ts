import type { CandidateDetail, CandidateUpdateBody } from '@hr/contracts';
import type { Dayjs } from 'dayjs';
import { fromIsoDate, toIsoDate } from '../../../lib/format';

/** The left-hand tabs of the candidate detail, by the specification's ids (section 2), in its order. */
export const TAB_IDS = ['1', '2', '13', '3', '4', '5', '6', '7', '8', '9', '10', '11', '14'] as const;
export type TabId = (typeof TAB_IDS)[number];
/** Tabs 1, 2 and 13 use the full width; the others show the profile preview beside the form. */
export const FULL_WIDTH: readonly TabId[] = ['1', '2', '13'];

/** The profile fields each profile tab edits (the PUT sends the whole profile: these over the saved ones). */
export const PROFILE_TAB_FIELDS = {
  '1': ['status', 'introduce_company_type_id', 'company_referral', 'created_at', 'language', 'remark'],
  '3': [
    'name',
    'name_kana',
    'email',
    'country',
    'phone',
    'age',
    'gender',
    'married_status',
    'year_birthday',
    'month_birthday',
    'day_birthday',
    'zip_code',
    'address',
    'zip_code_contact',
    'address_contact',
    'near_train_station',
    'japan_visa',
    'japan_visa_type',
    'japan_visa_date_expired',
  ],
  '4': ['japan_language_level', 'english_language_level', 'korean_language_level'],
  '9': ['self_pr'],
  '10': ['applicant_comment'],
  '11': ['applicant_advantage_skill_explanation'],
  '14': ['note'],
} as const satisfies Partial<Record<TabId, readonly (keyof CandidateUpdateBody)[]>>;
export type ProfileTabId = keyof typeof PROFILE_TAB_FIELDS;
export const isProfileTab = (tab: string): tab is ProfileTabId => tab in PROFILE_TAB_FIELDS;

/** Every field of the profile body (PUT /admin/candidates/{id}). */
const PROFILE_FIELDS = [...new Set(Object.values(PROFILE_TAB_FIELDS).flat())];

/** The saved profile as the PUT body (the version it was read at), with the tab's edited values over it. */
export function profileBody(candidate: CandidateDetail, edited: Record<string, unknown> = {}): CandidateUpdateBody {
  const body: Record<string, unknown> = { version: candidate.version };
  for (const field of PROFILE_FIELDS) body[field] = (candidate as Record<string, unknown>)[field];
  for (const [field, value] of Object.entries(edited)) body[field] = value === undefined ? null : value;
  if (typeof body.age === 'number') body.age = String(body.age);
  return body as CandidateUpdateBody;
}

/** Which tab shows a field of the profile (a server's field error opens that tab). */
export function tabOfField(field: string): ProfileTabId | undefined {
  const name = field.split('.')[0]!;
  return (Object.keys(PROFILE_TAB_FIELDS) as ProfileTabId[]).find((tab) =>
    (PROFILE_TAB_FIELDS[tab] as readonly string[]).includes(name),
  );
}

/** Text fields shown as a text area. */
export const LONG_TEXTS = new Set([
  'remark',
  'self_pr',
  'applicant_comment',
  'applicant_advantage_skill_explanation',
  'note',
]);

/** The choice fields and their codes (section 3's enumerations); labels in the `recruitment` namespace. */
export const CHOICES: Record<string, readonly number[]> = {
  status: [0, 9, 10, 4, 11, 12, 13],
  gender: [0, 1],
  married_status: [1, 0],
  japan_visa: [1, 0],
  japan_language_level: [1, 2, 3],
  english_language_level: [1, 2, 3],
  korean_language_level: [1, 2, 3],
  contract_type: [4, 3, 2, 1, 5, 6, 7],
  work_place_type: [1, 2, 3],
  method: [0, 1, 2, 3],
  result: [0, 1, 2, 3],
};
/** The translation key of a choice's code. */
export const choiceKey = (field: string, code: number) => {
  const group = field.endsWith('_language_level')
    ? 'level'
    : field === 'married_status' || field === 'japan_visa'
      ? 'yes_no'
      : field;
  return `recruitment:choices.${group}.${code}`;
};

/** Month and year choices of the list rows and the birth date (birth years 1900 to this year). */
export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
export const yearsDown = (from = new Date().getFullYear(), to = 1900) =>
  Array.from({ length: from - to + 1 }, (_, i) => from - i);

/** A new 'other' license is named 'other' in Japanese (section 5). */
export const NEW_OTHER_LICENSE = 'その他';

/** Statuses of a hired candidate (not erasable). */
export const isHired = (status: number) => status === 11 || status === 12;

/** Fields edited with a date picker (form values are dayjs; the API takes YYYY-MM-DD). */
export const DATE_FIELDS = new Set(['created_at', 'japan_visa_date_expired']);

/** The saved values of some profile fields as form values (dates as dayjs). */
export function profileToForm(candidate: CandidateDetail, fields: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (candidate as Record<string, unknown>)[field];
    values[field] = DATE_FIELDS.has(field) ? fromIsoDate(value as string | null) : value;
  }
  return values;
}

/** Form values back to the API's shapes (dates as YYYY-MM-DD, the age as its digits). */
export function formToProfile(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (DATE_FIELDS.has(field)) out[field] = toIsoDate(value as Dayjs | null) ?? null;
    else if (field === 'age') out[field] = value === null || value === undefined ? '' : String(value);
    else out[field] = value === undefined ? null : value;
  }
  return out;
}
