import { describe, expect, it } from 'vitest';
import { answerSheetErrors, type SheetQuestion } from './interview-sheet';

const QUESTIONS = new Map<number, SheetQuestion>([
  [1, { question_kind: 1, choiceIds: [] }],
  [2, { question_kind: 2, choiceIds: [21, 22] }],
]);
const errors = (rows: Parameters<typeof answerSheetErrors>[0]) => answerSheetErrors(rows, (id) => QUESTIONS.get(id));

describe('answerSheetErrors (the server refuses with it, the browser checks with it before sending)', () => {
  it('a free-text question needs its answer or a comment, a choice question one of its own choices', () => {
    expect(
      errors([
        { question_id: 1, answer_content: '  ' },
        { question_id: 2 },
        { question_id: 2, answer_id: 31 },
        { question_id: 9 },
        { question_id: -1 },
        undefined,
      ]),
    ).toEqual({
      'answers.0.answer_content': ['validation.commentRequired'],
      'answers.1.answer_id': ['validation.notEmpty'],
      'answers.2.answer_id': ['validation.answerNotOfQuestion'],
      'answers.3.question_id': ['validation.questionUnknown'],
    });
  });

  it('passes answered rows', () => {
    expect(
      errors([
        { question_id: 1, comment: 'Quiet, precise' },
        { question_id: 2, answer_id: 22 },
      ]),
    ).toEqual({});
  });
});
