import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './after-file.ts';

const fixtures = join(import.meta.dirname, 'fixtures');

/**
 * The test course (test/fixtures) with a read exercise at the end of its first lesson: a content
 * folder of its own, so the other tests keep their fixture as it is. The only word the answer
 * ("Goodbye") could be hinted from, kwaheri, is in its last line.
 */
export function readFixtureCourses(): string {
  const root = tempDir('read-fixture');
  cpSync(join(fixtures, 'courses'), join(root, 'courses'), { recursive: true });
  const unit = join(root, 'courses', 'sw', 'units', '01-greetings.yaml');
  const read = [
    '      - type: read',
    '        prompt: Read, then answer',
    '        passage:',
    '          - [Amina, "Jambo, Juma!"]',
    '          - [Juma, "Jambo! Asante sana."]',
    '          - Amina anasema kwaheri.',
    '        question: What does Amina say at the end?',
    '        options: [Goodbye, Thank you, Hello, Very well]',
    '        answer: Goodbye',
    '        explanation: Kwaheri means goodbye.',
  ];
  writeFileSync(unit, readFileSync(unit, 'utf8').replace('  - key: goodbye', `${read.join('\n')}\n  - key: goodbye`));
  return root;
}
