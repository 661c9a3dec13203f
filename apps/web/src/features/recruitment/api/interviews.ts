import type { InterviewSaveBody, InterviewView } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './keys';

export type QuestionItem = {
  id: number;
  content: string;
  question_kind: number;
  answer: { id: number; score: number; content: string }[];
  suggest: string | null;
};
export type CalendarInfo = {
  email: string;
  name: string;
  start_time: string | null;
  end_time: string | null;
  password: string | null;
  join_url: string | null;
  place: string | null;
  method: number;
  provider: string | null;
};
export type SentMail = { id: number; kind: string; state: string };

/** `GET /questions?lang=`: the active questions of the bank in the interface language. */
export function useQuestions(lang: string) {
  return useQuery({
    queryKey: recruitmentKeys.questions(lang),
    queryFn: () => api<QuestionItem[]>('questions', { query: { lang } }),
  });
}

/** `GET /company_types?lang=` (data.data). */
export function useCompanyTypes(lang: string) {
  return useQuery({
    queryKey: recruitmentKeys.companyTypes(lang),
    queryFn: async () =>
      (await api<{ data: { id: number; name: string }[] }>('company_types', { query: { lang } })).data,
  });
}

/** `GET /result-interviews/view/{id}`: the rounds in order. */
export function useInterviews(id: number | undefined) {
  return useQuery({
    queryKey: recruitmentKeys.interviews(id ?? 0),
    queryFn: () => api<InterviewView[]>(`result-interviews/view/${id}`),
    enabled: id !== undefined,
  });
}

/**
 * `GET /candidates/{id}/getTimeInterview/{round}`: the meeting of a round, asked only once the round is recorded
 * (before, the server answers 404 round_missing, as for any missing record of the module).
 */
export function useCalendarInfo(id: number | undefined, round: number, recorded: boolean) {
  return useQuery({
    queryKey: recruitmentKeys.calendar(id ?? 0, round),
    queryFn: () => api<CalendarInfo>(`candidates/${id}/getTimeInterview/${round}`),
    enabled: id !== undefined && recorded,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: recruitmentKeys.all });
}

/** `POST /result-interviews/save/{id}`: one round with its answer sheet. */
export function useSaveInterview(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InterviewSaveBody) =>
      api<InterviewView>(`result-interviews/save/${id}`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** `POST /result-interviews/continue-interview/{id}`: round 2 opened. */
export function useContinueInterview(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api<InterviewView>(`result-interviews/continue-interview/${id}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** `POST /candidates/{id}/sendMailInterview` and `/sendMailResult`: the mail queued in the outbox. */
export function useSendMail(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (
      mail: { kind: 'interview'; type_interview: number; round: number } | { kind: 'result'; result: number },
    ) =>
      mail.kind === 'interview'
        ? api<SentMail>(`candidates/${id}/sendMailInterview`, {
            method: 'POST',
            body: { type_interview: mail.type_interview, round: mail.round },
          })
        : api<SentMail>(`candidates/${id}/sendMailResult`, { method: 'POST', body: { result: mail.result } }),
    onSettled: refresh,
  });
}
