import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** The file goes as it is; the server re-encodes it to a 1280×720 WebP and answers its address. */
export const uploadBlogImage = (file: Blob) =>
  apiData<{ url: string }>('/admin/blog/images', { method: 'POST', body: file });

export const useUploadBlogImage = () => useMutation({ mutationFn: uploadBlogImage });
