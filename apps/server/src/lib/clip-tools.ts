import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The programs clips are made with, installed from Debian's packages (`.ci/run` installs them).
 * None is needed to serve learners; each missing one takes one way of making clips away, and the
 * operator is told which at start and by `/api/ready`, not when a contributor's upload fails.
 */
export interface ClipTool {
  program: string;
  package: string;
  /** What no longer works without it, finishing "Without <program>, …". */
  without: string;
}

export const clipTools: readonly ClipTool[] = [
  {
    program: 'ffmpeg',
    package: 'ffmpeg',
    without: "contributors' recordings cannot be checked or stored, so the studio refuses them",
  },
  { program: 'oggenc', package: 'vorbis-tools', without: 'recordings uploaded in the CMS cannot be encoded' },
  { program: 'espeak-ng', package: 'espeak-ng', without: 'the CMS and content:audio cannot make synthetic clips' },
];

/**
 * Whether a program is on the PATH, as execFile finds it: read from the folders, not asked of a
 * shell or the program, so a start or a test on a busy machine spawns nothing for it.
 */
export function isInstalled(program: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, program)));
}

/** The clip tools missing here, in the table's order. */
export function missingClipTools(installed: (program: string) => boolean = isInstalled): ClipTool[] {
  return clipTools.filter((tool) => !installed(tool.program));
}

/** One line per missing tool, for the start-up log: what is lost and the command that brings it. */
export function missingToolLines(missing: readonly ClipTool[]): string[] {
  return missing.map((tool) => `Without ${tool.program}, ${tool.without} (apt-get install -y ${tool.package}).`);
}
