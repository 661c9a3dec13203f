import type {
  CandidateCreateBody,
  CandidateDetail,
  CandidateListItem,
  CandidateListQuery,
  CandidateUpdateBody,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { download, fetchFile } from '../../../lib/api-files';
import type { Paged } from '../../../lib/paged';
import { recruitmentKeys } from './keys';

/** `GET /admin/candidates`: newest application first, filtered (docs/recruitment.md). */
export function useCandidateList(query: CandidateListQuery) {
  return useQuery({
    queryKey: recruitmentKeys.list(query),
    queryFn: () => api<Paged<CandidateListItem>>('admin/candidates', { query }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/candidates/{id}` (answer in data.data): the profile with its lists, rounds and mails. */
export function useCandidate(id: number | undefined) {
  return useQuery({
    queryKey: recruitmentKeys.candidate(id ?? 0),
    queryFn: async () => (await api<{ data: CandidateDetail }>(`admin/candidates/${id}`)).data,
    enabled: id !== undefined,
    // While a mail is on its way its state is read again, so the page shows sent, failed or not delivered.
    refetchInterval: (query) =>
      query.state.data?.mails.some((mail) => mail.state === 'queued' || mail.state === 'sending') ? 2000 : false,
  });
}

/** Every change to a candidate refreshes the lists, the profile and the rounds. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: recruitmentKeys.all });
}

/** `POST /admin/candidates` then the CV and photo uploads (each answers the candidate's next version). */
export function useCreateCandidate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ body, cv, picture }: { body: CandidateCreateBody; cv?: File; picture?: File }) => {
      const created = await api<{ id: number; version: number }>('admin/candidates', { method: 'POST', body });
      // Not one transaction: the candidate exists once the POST went through. Each file is tried on its own; a refused
      // one is answered (the page says the candidate was saved without it), not thrown.
      const failed: { field: 'cv' | 'picture'; error: unknown }[] = [];
      for (const [field, file] of [
        ['cv', cv],
        ['picture', picture],
      ] as const) {
        if (file) await uploadFile(created.id, field, file).catch((error: unknown) => failed.push({ field, error }));
      }
      return { ...created, failed };
    },
    onSettled: refresh,
  });
}

/** `POST /admin/candidates/{id}/cv` or `/picture` (multipart, one file). */
export function uploadFile(id: number, field: 'cv' | 'picture', file: File) {
  const body = new FormData();
  body.append(field, file);
  return api<{ version: number }>(`admin/candidates/${id}/${field}`, { method: 'POST', body });
}

export function useUploadFile(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ field, file }: { field: 'cv' | 'picture'; file: File }) => uploadFile(id, field, file),
    onSettled: refresh,
  });
}

/** `PUT /admin/candidates/{id}`: the whole profile with the version it started from. */
export function useUpdateCandidate(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CandidateUpdateBody) =>
      api<{ data: CandidateDetail }>(`admin/candidates/${id}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** A row of the profile's lists: `PUT .../{list}` (new), `PUT .../{list}/{rowId}`, or `POST .../software` (fake_). */
export type RowSave = {
  list: 'language' | 'school' | 'work' | 'software';
  rowId?: number;
  method?: 'PUT' | 'POST';
  body: Record<string, unknown>;
};
/** Saves rows one after another, each with the version the previous one answered; refreshes once at the end. */
export function useSaveRows(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ rows, version }: { rows: RowSave[]; version: number }) => {
      let current = version;
      for (const [index, row] of rows.entries()) {
        const path = `admin/candidates/${id}/${row.list}${row.rowId ? `/${row.rowId}` : ''}`;
        try {
          const answer = await api<{ version: number }>(path, {
            method: row.method ?? 'PUT',
            body: { ...row.body, version: current },
          });
          current = answer.version;
        } catch (error) {
          // Which row was refused (the rows before it are saved).
          throw Object.assign(error as object, { rowIndex: index });
        }
      }
      return current;
    },
    onSettled: refresh,
  });
}

export function useDeleteCandidate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<null>(`admin/candidates/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** `POST /admin/candidates/{id}/erase` (Decree 13/2023): a not-hired candidate's personal data removed. */
export function useEraseCandidate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<null>(`admin/candidates/${id}/erase`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** The photo as an object URL (the download needs the session: no public address). */
export function useCandidatePicture(candidate: CandidateDetail | undefined) {
  return useQuery({
    queryKey: recruitmentKeys.picture(candidate?.id ?? 0, candidate?.version ?? 0),
    queryFn: async () => URL.createObjectURL(await fetchFile(`admin/candidates/${candidate?.id}/picture`)),
    enabled: Boolean(candidate?.picture_path),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const downloadCv = (candidate: CandidateDetail) =>
  download(`admin/candidates/${candidate.id}/cv`, candidate.cv_filename ?? `CV_${candidate.id}`);
export const downloadPicture = (candidate: CandidateDetail) =>
  download(`admin/candidates/${candidate.id}/picture`, `Photo_${candidate.id}`);
/** `GET /result-interviews/download/{id}`: the profile and interview results as a PDF. */
export const downloadProfile = (id: number) => download(`result-interviews/download/${id}`, `Candidate_${id}.pdf`);
