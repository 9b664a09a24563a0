import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type ClipFolders, clipRoot } from '../course/course.clips.ts';

export interface ClipSizeSources {
  /** The course files and CMS recordings. */
  folders: ClipFolders;
  /** The approved contributions learners get for clip files, by size (voices.service.ts). */
  approvedSizes: (files: readonly string[]) => Promise<Map<string, number>>;
  /** Whether a CMS recording or course file is served (an admin or learners' reports can stop it). */
  inService: (file: string) => boolean;
}

/**
 * The size of what `GET /audio/:clip` sends for each clip file, chosen as it chooses: an approved
 * contribution, else the recording or course file while it is in service. A file with none is left
 * out (its clip is a 404).
 */
export function createClipSizes({ folders, approvedSizes, inService }: ClipSizeSources) {
  return async (files: readonly string[]): Promise<Map<string, number>> => {
    const sizes = await approvedSizes(files);
    for (const file of files) {
      if (sizes.has(file) || !inService(file)) continue;
      const root = clipRoot(folders, file);
      if (root !== undefined) sizes.set(file, (await stat(join(root, file))).size);
    }
    return sizes;
  };
}

export type ClipSizes = ReturnType<typeof createClipSizes>;
