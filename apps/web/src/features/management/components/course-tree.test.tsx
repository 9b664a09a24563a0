import type { AdminExercise, AdminLanguage, CourseTree } from '@roots/shared/contracts/management';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, stubApi } from '../../../test/api-responses.ts';
import { ManagementProvider } from '../management-provider.tsx';
import { CourseTreePanel } from './course-tree.tsx';
import { publishedCount } from './publish-rule.ts';
import { treeMemoryKey, workingUnit } from './tree-memory.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const managed = (id: string, position: number, status: 'draft' | 'published' = 'draft') => ({
  id,
  position,
  status,
  edited_at: null,
});

const language: AdminLanguage = {
  ...managed('yo', 1),
  code: 'yo',
  name: 'Yoruba',
  native_name: 'Èdè Yorùbá',
  description: '',
  special_characters: [],
  has_voice: false,
};

const exercise = (lesson: string, n: number, status: 'draft' | 'published'): AdminExercise => ({
  ...managed(`${lesson}-e${String(n)}`, n, status),
  lesson_id: lesson,
  type: 'listen',
  exercise: { type: 'listen', prompt: `Prompt ${String(n)}`, say: 'bawo' },
  audio_url: null,
});

/** Two units; the first lesson has 4 of its 5 exercises published, the second 10. */
function yorubaTree(): CourseTree {
  const lesson = (unit: string, id: string, position: number, published: number, drafts: number) => ({
    ...managed(id, position),
    unit_id: unit,
    key: id,
    title: `Lesson ${id}`,
    xp_reward: 10,
    words: [],
    exercises: [
      ...Array.from({ length: published }, (_, i) => exercise(id, i + 1, 'published')),
      ...Array.from({ length: drafts }, (_, i) => exercise(id, published + i + 1, 'draft')),
    ],
  });
  return {
    language,
    units: [
      {
        ...managed('u1', 1),
        language_id: 'yo',
        key: 'greetings',
        title: 'Greetings',
        description: '',
        tips: null,
        lessons: [lesson('u1', 'hello', 1, 4, 1), lesson('u1', 'goodbye', 2, 10, 0)],
      },
      {
        ...managed('u2', 2),
        language_id: 'yo',
        key: 'family',
        title: 'Family',
        description: '',
        tips: null,
        lessons: [lesson('u2', 'mother', 1, 0, 0)],
      },
    ],
    facts: [],
  };
}

function showTree(tree: CourseTree = yorubaTree(), path = '/admin') {
  const fetch = stubApi({
    'GET /api/admin/languages': () => apiOk([language]),
    'GET /api/admin/languages/yo/tree': () => apiOk(tree),
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ManagementProvider>
          <Suspense fallback={<p>Loading</p>}>
            <CourseTreePanel renderPreview={(source) => <p>Plays: {source.prompt}</p>} />
          </Suspense>
        </ManagementProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return fetch;
}

describe('CourseTreePanel, the publishing rule', () => {
  it('counts the published exercises against the ten a lesson needs', () => {
    const [hello, goodbye] = yorubaTree().units[0]?.lessons ?? [];
    expect(hello && publishedCount(hello)).toEqual({
      enough: false,
      text: '4 of 10 published exercises needed to publish',
    });
    expect(goodbye && publishedCount(goodbye)).toEqual({ enough: true, text: '10 published exercises' });
  });

  it('shows the count on each lesson from the start, and disables Publish with it as the reason', async () => {
    const user = userEvent.setup({ delay: null });
    showTree();
    const hello = (await screen.findByText('4 of 10 published exercises needed to publish')).closest('li');
    if (!hello) throw new Error('no lesson row');
    const publish = within(hello).getAllByRole('button', { name: 'Publish' })[0];
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('4 of 10 published exercises needed to publish');
    const goodbye = screen.getByText('10 published exercises').closest('li');
    if (!goodbye) throw new Error('no lesson row');
    expect(within(goodbye).getAllByRole('button', { name: 'Publish' })[0]).toBeEnabled();
    await user.click(within(hello).getByRole('button', { name: /Lesson hello \(5 exercises\)/ }));
    expect(screen.getByText('4 of 10 published exercises needed to publish')).toBeInTheDocument();
  });
});

describe('CourseTreePanel, folding', () => {
  const unitButton = (name: RegExp) => screen.getByRole('button', { name });

  it('folds every unit but the one the teacher was working in', async () => {
    const tree = yorubaTree();
    const mother = tree.units[1]?.lessons[0];
    if (!mother) throw new Error('no lesson in the second unit');
    mother.edited_at = '2026-12-01T10:00:00.000Z';
    expect(workingUnit(tree)).toBe('u2');
    expect(workingUnit(yorubaTree())).toBe('u1');
    showTree(tree);
    expect(await screen.findByRole('button', { name: /2\. Family \(1 lesson\)/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(unitButton(/1\. Greetings \(2 lessons\)/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Lesson hello')).toBeNull();
    expect(screen.getByText(/Lesson mother/)).toBeInTheDocument();
  });

  it('opens again where the teacher left it, within the tab', async () => {
    const user = userEvent.setup({ delay: null });
    showTree();
    await user.click(await screen.findByRole('button', { name: /1\. Greetings/ }));
    expect(screen.queryByText(/Lesson hello/)).toBeNull();
    await user.click(unitButton(/2\. Family/));
    await user.click(screen.getByRole('button', { name: /Lesson mother \(0 exercises\)/ }));
    expect(JSON.parse(sessionStorage.getItem(treeMemoryKey('yo')) ?? '{}')).toEqual({
      units: ['u2'],
      lessons: ['mother'],
    });
    cleanup();
    showTree();
    expect(await screen.findByRole('button', { name: /Lesson mother \(0 exercises\)/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(unitButton(/1\. Greetings/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Add exercise' })).toBeInTheDocument();
  });
});

describe('CourseTreePanel, playing a lesson as a learner', () => {
  it('plays every exercise of the lesson, drafts too, as a preview that calls no lesson API', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = showTree();
    await user.click(await screen.findByRole('button', { name: /Lesson hello \(5 exercises\)/ }));
    await user.click(screen.getByRole('button', { name: 'Play as a learner' }));
    const preview = screen.getByRole('region', { name: 'Preview of Lesson hello' });
    expect(preview).toHaveTextContent('Nothing is credited: no XP, coins, hearts, streak or completion.');
    expect(within(preview).getByText('Exercise 1 of 5')).toBeInTheDocument();
    expect(within(preview).getByText('Plays: Prompt 1')).toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) await user.click(within(preview).getByRole('button', { name: 'Next exercise' }));
    expect(within(preview).getByText('Exercise 5 of 5 (draft: learners do not see it yet)')).toBeInTheDocument();
    expect(within(preview).getByText('Plays: Prompt 5')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Next exercise' })).toBeDisabled();
    // Only the tree was read: no attempt was started, so nothing can be credited.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/admin/languages', '/api/admin/languages/yo/tree']);
    await user.click(within(preview).getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('region', { name: 'Preview of Lesson hello' })).toBeNull();
  });
});

describe('CourseTreePanel, a unit’s tips', () => {
  it('edits the tips in Markdown beside a live preview, refuses HTML before sending, and saves them', async () => {
    const user = userEvent.setup({ delay: null });
    const tree = yorubaTree();
    const greetings = tree.units[0];
    if (!greetings) throw new Error('no unit');
    greetings.tips = '## Tones';
    const fetch = showTree(tree);
    const sent: unknown[] = [];
    fetch.mockImplementation((url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { markdown?: string }) : undefined;
      if (url === '/api/admin/blog/preview')
        return Promise.resolve(apiOk({ html: `<p>Rendered: ${body?.markdown ?? ''}</p>` }));
      if (url === '/api/unit/u1') {
        sent.push(body);
        return Promise.resolve(apiOk({ id: 'u1' }));
      }
      if (url === '/api/admin/languages') return Promise.resolve(apiOk([language]));
      return Promise.resolve(apiOk(tree));
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Greetings' }));
    const tips = screen.getByLabelText('Tips');
    expect(tips).toHaveValue('## Tones');
    expect(await screen.findByText('Rendered: ## Tones')).toBeInTheDocument();

    await user.clear(tips);
    await user.type(tips, 'A <b>high</b> tone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(tips).toHaveAccessibleDescription(/^Tips are Markdown only, with no HTML: remove “<b>”\./);
    expect(sent).toEqual([]);

    await user.clear(tips);
    await user.type(tips, 'A **high** tone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toEqual([expect.objectContaining({ tips: 'A **high** tone' })]));
  });
});
