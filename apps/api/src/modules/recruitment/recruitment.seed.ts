import type { Db } from '../../db/client';
import { recruitmentRepository } from './recruitment.repository';

/** Introducing company types, named in the three languages (`GET /company_types?lang=`). */
export const COMPANY_TYPES = [
  { code: 'agency', name_en: 'Recruitment agency', name_ja: '人材紹介会社', name_vi: 'Công ty giới thiệu việc làm' },
  { code: 'school', name_en: 'School', name_ja: '学校', name_vi: 'Trường học' },
  { code: 'partner', name_en: 'Partner company', name_ja: '取引先企業', name_vi: 'Công ty đối tác' },
  { code: 'referral', name_en: 'Employee referral', name_ja: '社員紹介', name_vi: 'Nhân viên giới thiệu' },
  { code: 'direct', name_en: 'Direct application', name_ja: '直接応募', name_vi: 'Ứng tuyển trực tiếp' },
];

type SeedQuestion = {
  code: string;
  kind: 1 | 2;
  en: string;
  ja: string;
  vi: string;
  suggest?: { en: string; ja: string; vi: string };
  choices?: { score: number; en: string; ja: string; vi: string }[];
};

const SCALE = [
  { score: 1, en: 'Poor', ja: '不十分', vi: 'Kém' },
  { score: 2, en: 'Fair', ja: 'やや不十分', vi: 'Trung bình' },
  { score: 3, en: 'Good', ja: '良い', vi: 'Khá' },
  { score: 4, en: 'Very good', ja: 'とても良い', vi: 'Tốt' },
  { score: 5, en: 'Excellent', ja: '非常に優れている', vi: 'Xuất sắc' },
];

/** The default interview sheet: what a factory with Japanese links asks a candidate, scored where it can be. */
export const DEFAULT_QUESTIONS: SeedQuestion[] = [
  {
    code: 'self_intro',
    kind: 1,
    en: 'Please introduce yourself.',
    ja: '自己紹介をしてください。',
    vi: 'Hãy giới thiệu về bản thân bạn.',
    suggest: {
      en: 'Listen for education, experience and why they apply.',
      ja: '学歴、経験、応募理由を確認する。',
      vi: 'Chú ý học vấn, kinh nghiệm và lý do ứng tuyển.',
    },
  },
  {
    code: 'motivation',
    kind: 1,
    en: 'Why do you want to work for our company?',
    ja: '当社で働きたい理由は何ですか。',
    vi: 'Vì sao bạn muốn làm việc tại công ty chúng tôi?',
  },
  {
    code: 'japanese',
    kind: 2,
    en: 'Japanese conversation ability',
    ja: '日本語の会話力',
    vi: 'Khả năng giao tiếp tiếng Nhật',
    suggest: {
      en: 'Ask two or three questions in Japanese.',
      ja: '日本語で2、3問質問する。',
      vi: 'Hỏi hai hoặc ba câu bằng tiếng Nhật.',
    },
    choices: SCALE,
  },
  {
    code: 'technical',
    kind: 2,
    en: 'Technical knowledge for the position (drawings, CAD, machines)',
    ja: '職務に必要な技術知識（図面、CAD、機械）',
    vi: 'Kiến thức kỹ thuật cho vị trí (bản vẽ, CAD, máy móc)',
    choices: SCALE,
  },
  {
    code: 'teamwork',
    kind: 2,
    en: 'Teamwork and communication',
    ja: 'チームワークとコミュニケーション',
    vi: 'Làm việc nhóm và giao tiếp',
    choices: SCALE,
  },
  {
    code: 'shift_work',
    kind: 2,
    en: 'Can you work night shifts and overtime?',
    ja: '夜勤や残業は可能ですか。',
    vi: 'Bạn có thể làm ca đêm và tăng ca không?',
    choices: [
      { score: 0, en: 'No', ja: 'できない', vi: 'Không' },
      { score: 2, en: 'Sometimes', ja: '時々なら可能', vi: 'Thỉnh thoảng' },
      { score: 4, en: 'Yes', ja: '可能', vi: 'Có' },
    ],
  },
  {
    code: 'start_date',
    kind: 1,
    en: 'When can you start working?',
    ja: 'いつから勤務できますか。',
    vi: 'Khi nào bạn có thể bắt đầu làm việc?',
  },
];

/** Company types always; the default question sheet when the bank is empty (people's own questions are kept). */
export async function seedRecruitment(db: Db): Promise<string | undefined> {
  const repo = recruitmentRepository(db);
  await repo.seedCompanyTypes(COMPANY_TYPES);
  if (await repo.anyQuestion()) return undefined;
  await db.transaction(async (tx) => {
    const r = recruitmentRepository(tx);
    for (const [index, q] of DEFAULT_QUESTIONS.entries()) {
      const row = await r.insertQuestion({
        code: q.code,
        question_kind: q.kind,
        content_en: q.en,
        content_ja: q.ja,
        content_vi: q.vi,
        suggest_en: q.suggest?.en ?? null,
        suggest_ja: q.suggest?.ja ?? null,
        suggest_vi: q.suggest?.vi ?? null,
        sort_order: index,
      });
      await r.insertChoices(
        (q.choices ?? []).map((c, order) => ({
          question_id: row.id,
          score: c.score,
          content_en: c.en,
          content_ja: c.ja,
          content_vi: c.vi,
          sort_order: order,
        })),
      );
    }
  });
  return `Added the default interview question sheet (${DEFAULT_QUESTIONS.length} questions)`;
}

/** Rounds are [method, result, is_continue] of round 1, 2. */
const DEMO = [
  {
    name: 'Nguyễn Văn An',
    kana: 'グエン・ヴァン・アン',
    country: 'Vietnam',
    lang: 'vi',
    status: 9,
    rounds: [],
    self_pr_short: 'Tôi có 3 năm kinh nghiệm vận hành máy CNC.',
  },
  {
    self_pr_short: 'Tôi thích công việc kỹ thuật và học tiếng Nhật.',
    name: 'Trần Thị Bích',
    kana: 'チャン・ティ・ビック',
    country: 'Vietnam',
    lang: 'ja',
    status: 10,
    rounds: [[1, 1, 0]],
  },
  {
    self_pr_short: 'Tôi thích công việc kỹ thuật và học tiếng Nhật.',
    name: 'Lê Minh Châu',
    kana: 'レ・ミン・チャウ',
    country: 'Vietnam',
    lang: 'vi',
    status: 4,
    rounds: [
      [1, 1, 1],
      [1, 0, 0],
    ],
  },
  {
    self_pr_short: '製造現場での品質管理の経験があります。',
    name: '佐藤 花子',
    kana: 'サトウ ハナコ',
    country: 'Japan',
    lang: 'ja',
    status: 12,
    rounds: [[2, 3, 0]],
  },
  {
    self_pr_short: 'Tôi thích công việc kỹ thuật và học tiếng Nhật.',
    name: 'Phạm Quốc Dũng',
    kana: 'ファム・クオック・ズン',
    country: 'Vietnam',
    lang: 'en',
    status: 13,
    rounds: [[2, 2, 0]],
  },
] as const;

/** Demo candidates (generated, no real person) in different states: registered, interviewed, in round 2, hired, refused. */
export async function seedRecruitmentDemo(db: Db): Promise<string | undefined> {
  await db.transaction(async (tx) => {
    const r = recruitmentRepository(tx);
    const questions = await r.questions(true);
    const choices = await r.choicesOf(questions.map((q) => q.id));
    const free = questions.find((q) => q.question_kind === 1);
    const scored = questions.find((q) => q.question_kind === 2);
    const choice = choices.filter((c) => c.question_id === scored?.id).at(-2);
    for (const [index, c] of DEMO.entries()) {
      const year = 1995 + index;
      const row = await r.insert({
        name: c.name,
        name_kana: c.kana,
        country: c.country,
        email: `candidate${index + 1}@example.com`,
        phone: `090000000${index}`,
        birthday: `${year}-0${(index % 9) + 1}-1${index}`,
        age: 2026 - year,
        gender: index % 2,
        address: c.country === 'Japan' ? '東京都港区1-2-3' : 'Số 1 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
        status: c.status,
        application_date: `2026-0${(index % 9) + 1}-15`,
        language: c.lang,
        consent_at: new Date(),
        self_pr: c.self_pr_short,
      });
      await r.insertLanguages(
        (['japanese', 'english', 'car_license', 'other'] as const).map((kind) => ({
          candidate_id: row.id,
          kind,
          name: kind === 'other' ? 'その他' : kind === 'english' ? 'TOEIC' : null,
          level: kind === 'japanese' ? `N${(index % 5) + 1}` : null,
        })),
      );
      await r.insertSchool({
        candidate_id: row.id,
        from_month: 9,
        from_year: year + 18,
        to_month: 6,
        to_year: year + 22,
        school_name: c.country === 'Japan' ? '東京工業大学' : 'Đại học Bách khoa TP. Hồ Chí Minh',
        faculty: c.country === 'Japan' ? '機械工学科' : 'Cơ khí',
      });
      await r.insertWork({
        candidate_id: row.id,
        from_month: 7,
        from_year: year + 22,
        to_month: 3,
        to_year: 2026,
        company: c.country === 'Japan' ? '株式会社サンプル製作所' : 'Công ty TNHH Cơ khí Mẫu',
        contract_type: 4,
        work_place_type: c.country === 'Japan' ? 1 : 2,
        work_content: c.country === 'Japan' ? '品質管理' : 'Vận hành máy CNC',
      });
      await r.insertSoftware({ candidate_id: row.id, software: 'AutoCAD', year: String((index % 5) + 1) });
      for (const [round, method, result, cont] of c.rounds.map((x, i) => [i + 1, ...x] as const)) {
        const interview = await r.insertInterview({
          candidate_id: row.id,
          round,
          method,
          result,
          is_continue: cont,
          interviewer: 'HR Office',
        });
        if (result === 0 || !free || !scored || !choice) continue;
        await r.replaceAnswers(interview.id, [
          {
            position: 0,
            question_id: free.id,
            answer_content: c.self_pr_short,
            answer_id: null,
            comment: null,
            score: null,
          },
          {
            position: 1,
            question_id: scored.id,
            answer_id: choice.id,
            answer_content: null,
            comment: null,
            score: choice.score,
          },
        ]);
      }
    }
  });
  return `Added ${DEMO.length} demo candidates`;
}
