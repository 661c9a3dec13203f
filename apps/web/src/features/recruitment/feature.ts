import type { Feature } from '../../lib/feature';

/**
 * Recruitment (specification 002, "Candidate" parts; issue 30): the candidate list (also the home page's second tab,
 * components/CandidateListTab.tsx), a candidate's detail with its tabs and interview rounds, the question bank.
 */
export const recruitmentFeature: Feature = {
  routes: [
    {
      // The legacy address; its menu entry is ICT's, as the specification writes (docs/spec-decisions.md).
      path: 'listCandidates',
      page: () => import('./pages/CandidateListPage'),
      permission: 'recruitment.legacy_list',
      texts: ['recruitment'],
      data: ['admin/candidates?page=1&limit=20'],
      menu: { section: 'organisation', labelKey: 'menu.candidates', order: 50 },
    },
    {
      path: 'candidate/:id',
      page: () => import('./pages/CandidateDetailPage'),
      permission: 'recruitment.view',
      texts: ['recruitment'],
    },
    {
      path: 'settings/recruitment-questions',
      page: () => import('./pages/QuestionBankPage'),
      permission: 'recruitment.view',
      texts: ['recruitment'],
      data: ['question-bank'],
      menu: { section: 'settings', labelKey: 'menu.question_bank', order: 50 },
    },
  ],
  // The candidate list is also the home page's second tab (its detail's back button returns there).
  homeTabs: [
    {
      key: 'candidates',
      labelKey: 'common:menu.candidates',
      permission: 'recruitment.view',
      texts: ['recruitment'],
      part: () => import('./components/CandidateListTab').then((m) => ({ default: m.CandidateListTab })),
    },
  ],
};
