import { execFile } from 'node:child_process';

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

/** Whether a program can be started here: anything but "not found" counts, its exit code aside. */
export function isInstalled(program: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(program, ['--help'], { timeout: 10_000 }, (error) => {
      resolve((error as NodeJS.ErrnoException | null)?.code !== 'ENOENT');
    });
  });
}

/** The clip tools missing here, in the table's order. */
export async function missingClipTools(installed: (program: string) => Promise<boolean> = isInstalled) {
  const found = await Promise.all(clipTools.map(async (tool) => ((await installed(tool.program)) ? [] : [tool])));
  return found.flat();
}

/** One line per missing tool, for the start-up log: what is lost and the command that brings it. */
export function missingToolLines(missing: readonly ClipTool[]): string[] {
  return missing.map((tool) => `Without ${tool.program}, ${tool.without} (apt-get install -y ${tool.package}).`);
}
