import type { MailOutboxDetail, MailOutboxItem, MailState } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';

export const mailOutboxKeys = {
  all: ['mail-outbox'] as const,
  list: (state: string, page: number) => ['mail-outbox', 'list', state, page] as const,
  detail: (id: number) => ['mail-outbox', 'detail', id] as const,
};

export const listMailOutbox = (state: MailState | undefined, page: number) =>
  api<Paged<MailOutboxItem>>('mail-outbox', { query: { state, page } });

export const getMail = (id: number) => api<MailOutboxDetail>(`mail-outbox/${id}`);

export function useMailOutbox(state: MailState | undefined, page: number) {
  return useQuery({
    queryKey: mailOutboxKeys.list(state ?? '', page),
    queryFn: () => listMailOutbox(state, page),
    placeholderData: keepPreviousData,
  });
}

export function useMail(id: number | undefined) {
  return useQuery({
    queryKey: mailOutboxKeys.detail(id ?? 0),
    queryFn: () => getMail(id as number),
    enabled: id !== undefined,
  });
}
