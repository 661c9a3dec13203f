import type { CandidateListQuery } from '@hr/contracts';

/** Query keys of recruitment: invalidating `all` refreshes every candidate list, profile and interview. */
export const recruitmentKeys = {
  all: ['recruitment'] as const,
  list: (query: CandidateListQuery) => ['recruitment', 'list', query] as const,
  candidate: (id: number) => ['recruitment', 'candidate', id] as const,
  interviews: (id: number) => ['recruitment', 'interviews', id] as const,
  calendar: (id: number, round: number) => ['recruitment', 'calendar', id, round] as const,
  questions: (lang: string) => ['recruitment', 'questions', lang] as const,
  companyTypes: (lang: string) => ['recruitment', 'company-types', lang] as const,
  bank: ['recruitment', 'bank'] as const,
  picture: (id: number, version: number) => ['recruitment', 'picture', id, version] as const,
};
