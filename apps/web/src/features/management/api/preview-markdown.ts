import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

/** The server renders the preview with the public page's sanitiser, so what you see is what readers get. */
export const previewMarkdown = (markdown: string) =>
  apiData<{ html: string }>('/admin/blog/preview', { method: 'POST', body: { markdown } });

export const useMarkdownPreview = (markdown: string) =>
  useQuery({
    queryKey: [...managementKeys.all(), 'preview', markdown],
    queryFn: () => previewMarkdown(markdown),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
