import type { ClipStatus } from '@roots/shared/contracts/management';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

const clipPath = (languageId: string) => `/admin/languages/${encodeURIComponent(languageId)}/clip`;

export const getClipStatus = (languageId: string, say: string) =>
  apiData<ClipStatus>(clipPath(languageId), { query: { say } });

/** The clip itself, fetched with the admin's token (an <audio> element cannot send one). */
export const getClipAudio = (languageId: string, say: string) =>
  apiBlob(`${clipPath(languageId)}/audio`, { query: { say } });

export const clipQueryOptions = (languageId: string, say: string) =>
  queryOptions({
    queryKey: managementKeys.clip(languageId, say),
    queryFn: () => getClipStatus(languageId, say),
  });

/** The clip's status; not asked while the sentence is empty. */
export const useClipStatus = (languageId: string, say: string) =>
  useQuery({ ...clipQueryOptions(languageId, say), enabled: say.trim() !== '' });

/** A clip to make, for `say`: the text as it is when the clip is sent, not as it was when the panel last rendered. */
export type ClipChange = ({ kind: 'recording'; file: Blob } | { kind: 'speech' }) & { say: string };

/** Uploads a recording (WAV) or asks for espeak-ng speech; the answer is the new status. */
export function useMakeClip(languageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ClipChange) =>
      change.kind === 'recording'
        ? apiData<ClipStatus>(clipPath(languageId), { method: 'PUT', query: { say: change.say }, body: change.file })
        : apiData<ClipStatus>(`${clipPath(languageId)}/speech`, { method: 'POST', body: { say: change.say } }),
    onSuccess: (status, change) => {
      client.setQueryData(managementKeys.clip(languageId, change.say), status);
    },
  });
}
