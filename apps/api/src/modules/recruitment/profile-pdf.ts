import type { CandidateDetail, InterviewView, Language } from '@hr/contracts';
import { formatApiDate, translate } from '@hr/contracts';
import { mm, type Pdf } from '../../lib/pdf/index';

/**
 * The candidate profile document (`GET /result-interviews/download/{id}`): the whole profile and the interview
 * results, in the reader's language, with the photo when there is one. Text in any of the three languages prints
 * with the one embedded font (docs/pdf.md).
 */
export async function drawProfile(
  pdf: Pdf,
  lang: Language,
  candidate: CandidateDetail,
  rounds: InterviewView[],
  photo: Buffer | undefined,
  companyType: string | null,
) {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const label = (field: string) => translate(lang, `fields.${field}`);
  const none = t('recruitment.pdf.none');
  const value = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? none : String(v);
  const heading = (text: string) => {
    pdf.doc.moveDown(0.6);
    pdf.text(text, { size: 12, weight: 'bold', color: '#1f4e79' });
  };
  /** Year and month as the screens write them (YYYY/MM), or none. */
  const yearMonth = (year: number | null, month: number | null) =>
    year ? (month ? `${year}/${String(month).padStart(2, '0')}` : String(year)) : '';
  const paragraph = (title: string, text: string | null) => {
    heading(title);
    pdf.text(value(text), { size: 10 });
  };

  const top = pdf.doc.y;
  pdf.text(t('recruitment.pdf.title'), { size: 18, weight: 'bold' });
  pdf.text(candidate.name, { size: 14, weight: 'bold' });
  pdf.text(candidate.name_kana, { size: 11 });
  if (photo) await pdf.image(photo, { x: mm(160), y: top, fit: [mm(30), mm(40)] });
  pdf.doc.y = Math.max(pdf.doc.y, photo ? top + mm(42) : 0);

  heading(t('recruitment.pdf.basic'));
  const birth = `${candidate.year_birthday}/${String(candidate.month_birthday).padStart(2, '0')}/${String(candidate.day_birthday).padStart(2, '0')}`;
  await pdf.table({
    columns: [
      { header: '', weight: 1 },
      { header: '', weight: 2 },
    ],
    rows: [
      [t('recruitment.pdf.email'), candidate.email],
      [label('country'), candidate.country],
      [label('phone'), value(candidate.phone)],
      [t('recruitment.pdf.birthday'), birth],
      [label('age'), candidate.age],
      [label('zip_code'), value(candidate.zip_code)],
      [label('address'), candidate.address],
      [label('address_contact'), value(candidate.address_contact)],
      [label('near_train_station'), value(candidate.near_train_station)],
      [label('japan_visa_type'), value(candidate.japan_visa_type)],
    ],
  });

  heading(t('recruitment.pdf.referral'));
  await pdf.table({
    columns: [
      { header: '', weight: 1 },
      { header: '', weight: 2 },
    ],
    rows: [
      [label('status'), t(`recruitment.statuses.${candidate.status}`)],
      [label('introduce_company_type_id'), value(companyType)],
      [label('company_referral'), value(candidate.company_referral)],
      [label('created_at'), formatApiDate(candidate.created_at)],
      [label('remark'), value(candidate.remark)],
    ],
  });

  heading(t('recruitment.pdf.languages'));
  await pdf.table({
    columns: [{ header: label('kind') }, { header: label('level') }, { header: `${label('year')}/${label('month')}` }],
    rows: candidate.languages.map((row) => [
      // The pre-seeded rows have no name: their kind's label.
      row.kind === 'other' ? value(row.name) : t(`recruitment.licenses.${row.kind}`),
      row.kind === 'car_license' && (row.level === 'yes' || row.level === 'no')
        ? t(`recruitment.license_levels.${row.level}`)
        : value(row.level),
      value(yearMonth(row.year, row.month)),
    ]),
  });

  heading(t('recruitment.pdf.software'));
  await pdf.table({
    columns: [{ header: label('software'), weight: 3 }, { header: label('year') }],
    rows: candidate.software
      .filter((row) => typeof row.id === 'number')
      .map((row) => [value(row.software), value(row.year)]),
  });

  const period = (row: {
    from_year: number | null;
    from_month: number | null;
    to_year: number | null;
    to_month: number | null;
  }) => `${yearMonth(row.from_year, row.from_month)} - ${yearMonth(row.to_year, row.to_month)}`;
  heading(t('recruitment.pdf.education'));
  await pdf.table({
    columns: [
      { header: t('recruitment.pdf.period') },
      { header: label('school_name'), weight: 2 },
      { header: label('faculty'), weight: 2 },
    ],
    rows: candidate.schools.map((row) => [period(row), row.school_name, value(row.faculty)]),
  });

  heading(t('recruitment.pdf.work'));
  await pdf.table({
    columns: [
      { header: t('recruitment.pdf.period') },
      { header: label('company'), weight: 2 },
      { header: label('work_content'), weight: 3 },
    ],
    rows: candidate.works.map((row) => [period(row), value(row.company), value(row.work_content)]),
  });

  paragraph(t('recruitment.pdf.self_pr'), candidate.self_pr);
  paragraph(t('recruitment.pdf.comment'), candidate.applicant_comment);
  paragraph(t('recruitment.pdf.skills'), candidate.applicant_advantage_skill_explanation);
  paragraph(t('recruitment.pdf.note'), candidate.note);

  heading(t('recruitment.pdf.interviews'));
  for (const round of rounds) {
    pdf.doc.moveDown(0.3);
    pdf.text(t('recruitment.pdf.round', { round: round.round }), { size: 11, weight: 'bold' });
    pdf.text(
      `${t('recruitment.pdf.method')}: ${t(`recruitment.methods.${round.method}`)}    ${t('recruitment.pdf.result')}: ${t(`recruitment.results.${round.result}`)}    ${t('recruitment.pdf.total')}: ${round.total_score}`,
      { size: 10 },
    );
    pdf.text(`${t('recruitment.pdf.interviewer')}: ${value(round.interviewer)}`, { size: 10 });
    pdf.text(`${t('recruitment.pdf.evaluate')}: ${value(round.evaluate)}`, { size: 10 });
    await pdf.table({
      columns: [
        { header: t('recruitment.pdf.question'), weight: 3 },
        { header: t('recruitment.pdf.answer'), weight: 3 },
        { header: t('recruitment.pdf.score'), align: 'right' },
      ],
      rows: round.answer_interview.map((row) => [
        row.question.content,
        [row.answer?.content ?? row.answer_content, row.comment].filter(Boolean).join(' / ') || none,
        row.score ?? '',
      ]),
    });
    if (!(await pdf.breathe())) return;
  }
}
