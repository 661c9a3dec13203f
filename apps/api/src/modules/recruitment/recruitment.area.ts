import type { Area } from '../../lib/area';
import { recruitmentRoutes } from './recruitment.routes';
import { seedRecruitment, seedRecruitmentDemo } from './recruitment.seed';
import { recruitmentService } from './recruitment.service';

export const recruitmentArea: Area = {
  name: 'recruitment',
  async routes(api, { database, config, files, jobs }) {
    await api.register(recruitmentRoutes, { service: recruitmentService(database.db, { config, files, jobs }) });
  },
  seed: (db) => seedRecruitment(db),
  seedDemo: (db) => seedRecruitmentDemo(db),
  tables: {
    versioned: ['candidates', 'interview_questions', 'interviews'],
    counted: [
      'company_types',
      'candidate_languages',
      'candidate_schools',
      'candidate_works',
      'candidate_software',
      'interview_question_choices',
      'interview_answers',
    ],
  },
};
