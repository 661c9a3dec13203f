import type { BankQuestion, QuestionCreateBody, QuestionUpdateBody } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './keys';

/** `GET /question-bank`: every question in the three languages, retired ones too. */
export function useQuestionBank() {
  return useQuery({ queryKey: recruitmentKeys.bank, queryFn: () => api<BankQuestion[]>('question-bank') });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: recruitmentKeys.all });
}

/** `POST /questions` or `PUT /questions/{id}` (with the version it started from). */
export function useSaveQuestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: QuestionCreateBody | QuestionUpdateBody }) =>
      id
        ? api<BankQuestion>(`questions/${id}`, { method: 'PUT', body })
        : api<BankQuestion>('questions', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** `DELETE /questions/{id}`: a used question is refused (retire it instead). */
export function useDeleteQuestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<null>(`questions/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
