import type { VoiceReportInput, VoiceReportReceived } from '@roots/shared/contracts/voices';
import { apiData } from '../../../lib/api-client.ts';

/** POST /voices/reports: a learner says the clip at `audio_url` is wrong; a repeat is not counted. */
export const reportClip = (input: VoiceReportInput) =>
  apiData<VoiceReportReceived>('/voices/reports', { method: 'POST', body: input });
