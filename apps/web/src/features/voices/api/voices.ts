import { apiBlob, apiData } from '../../../lib/api-client.ts';
import type {
  AdminVoiceContributorState,
  AdminVoiceFileDecision,
  AdminVoiceFileState,
  AdminVoices,
  VoiceApplication,
  VoiceApplicationInput,
  VoiceClipCreated,
  VoiceClipState,
  VoiceReviewInput,
  VoiceReviewItem,
  VoicesMe,
  VoiceStudio,
  VoiceTextReported,
} from '@roots/shared/contracts/voices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const enc = encodeURIComponent;

export const voicesKeys = {
  all: ['voices'] as const,
  me: () => [...voicesKeys.all, 'me'] as const,
  courses: () => [...voicesKeys.all, 'courses'] as const,
  studio: (code: string) => [...voicesKeys.all, 'studio', code] as const,
  review: (code: string) => [...voicesKeys.all, 'review', code] as const,
  admin: () => [...voicesKeys.all, 'admin'] as const,
};

/** The courses one can apply to record (the public catalogue). */
export interface CourseChoice {
  code: string;
  name: string;
  native_name: string;
}

export const useCourseChoices = () =>
  useQuery({ queryKey: voicesKeys.courses(), queryFn: () => apiData<CourseChoice[]>('/language') });

export const useVoicesMe = (enabled = true) =>
  useQuery({ queryKey: voicesKeys.me(), queryFn: () => apiData<VoicesMe>('/voices/me'), enabled });

/**
 * Sends the form, then the sample. When the server refuses the sample ("too quiet…"), the
 * application stands: `onApplied` gives its id, and the next try sends only a new sample.
 */
export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      sample,
      applicationId,
      onApplied,
    }: {
      input: VoiceApplicationInput;
      sample: Blob;
      applicationId: string | null;
      onApplied: (id: string) => void;
    }) => {
      let id = applicationId;
      if (id === null) {
        const { application } = await apiData<{ application: VoiceApplication }>('/voices/applications', {
          method: 'POST',
          body: input,
        });
        id = application.id;
        onApplied(id);
      }
      return apiData<{ application: VoiceApplication }>(`/voices/applications/${enc(id)}/sample`, {
        method: 'PUT',
        body: sample,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: voicesKeys.me() }),
  });
}

/** Sends a sample again, for an application whose sample is missing (the first upload was refused). */
export function useSendSample() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sample }: { id: string; sample: Blob }) =>
      apiData<{ application: VoiceApplication }>(`/voices/applications/${enc(id)}/sample`, {
        method: 'PUT',
        body: sample,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: voicesKeys.me() }),
  });
}

export const useStudio = (code: string) =>
  useQuery({
    queryKey: voicesKeys.studio(code),
    queryFn: () => apiData<VoiceStudio>(`/voices/studio/${enc(code)}`, { query: { limit: 20 } }),
    enabled: code !== '',
  });

export function useSubmitClip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ textId, audio }: { textId: string; audio: Blob }) =>
      apiData<VoiceClipCreated>('/voices/clips', { method: 'POST', query: { text_id: textId }, body: audio }),
    // The contributor's counts on /contribute.
    onSuccess: () => client.invalidateQueries({ queryKey: voicesKeys.me(), refetchType: 'none' }),
  });
}

export const useReviewQueue = (code: string) =>
  useQuery({
    queryKey: voicesKeys.review(code),
    queryFn: () => apiData<{ items: VoiceReviewItem[] }>(`/voices/review/${enc(code)}`, { query: { limit: 10 } }),
    enabled: code !== '',
  });

export const useReview = () =>
  useMutation({
    mutationFn: ({ clipId, verdict }: { clipId: string; verdict: VoiceReviewInput }) =>
      apiData<VoiceClipState>(`/voices/review/${enc(clipId)}`, {
        method: 'POST',
        body: verdict,
      }),
  });

/** A clip's audio, fetched with the bearer token (an <audio> element cannot send one). */
export const getVoiceAudio = (url: string) => apiBlob(url.replace(/^\/api(?=\/)/, ''));

export const useAdminVoices = () =>
  useQuery({ queryKey: voicesKeys.admin(), queryFn: () => apiData<AdminVoices>('/admin/voices') });

function useAdminAction<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: voicesKeys.admin() }),
  });
}

export const useDecideApplication = () =>
  useAdminAction(({ id, code, decision }: { id: string; code: string; decision: 'approve' | 'reject' }) =>
    apiData<AdminVoiceContributorState>(`/admin/voices/applications/${enc(id)}/languages/${enc(code)}`, {
      method: 'POST',
      body: { decision },
    }),
  );

export const useSetContributor = () =>
  useAdminAction(({ userId, code, action }: { userId: string; code: string; action: 'pause' | 'resume' }) =>
    apiData<AdminVoiceContributorState>(`/admin/voices/contributors/${enc(userId)}/${enc(code)}/${action}`, {
      method: 'POST',
    }),
  );

export const useDecideClip = () =>
  useAdminAction(({ clipId, decision }: { clipId: string; decision: 'approve' | 'reject' }) =>
    apiData<VoiceClipState>(`/admin/voices/clips/${enc(clipId)}`, { method: 'POST', body: { decision } }),
  );

/** "This text is wrong": a problem report on the exercise or word using the text, for the course editors. */
export const useReportText = () =>
  useMutation({
    mutationFn: ({ textId, note }: { textId: string; note: string }) =>
      apiData<VoiceTextReported>(`/voices/studio/texts/${enc(textId)}/report`, {
        method: 'POST',
        body: note === '' ? {} : { note },
      }),
  });

export const useDecideFile = () =>
  useAdminAction(({ file, decision }: { file: string; decision: AdminVoiceFileDecision['decision'] }) =>
    apiData<AdminVoiceFileState>(`/admin/voices/files/${file.split('/').map(enc).join('/')}`, {
      method: 'POST',
      body: { decision },
    }),
  );
