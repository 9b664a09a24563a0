import type { AuditEntry, ReportGroup } from '@roots/shared/contracts/management';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, stubApi } from '../../../test/api-responses.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AuditList } from './audit-list.tsx';
import { ReportList } from './report-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const report = (id: string, text: string | null) => ({
  id,
  kind: 'text_wrong' as const,
  answer: null,
  note: 'The tone mark is missing.',
  text,
  username: 'ade',
  created_at: '2026-12-06T10:00:00Z',
});

const groups: ReportGroup[] = [
  {
    exercise_id: null,
    word_id: 'w1',
    lesson_id: 'l1',
    lesson_title: 'Greetings',
    language_code: 'yo',
    type: 'word',
    prompt: 'Ẹ kú àárọ̀',
    question: 'Good morning',
    accepts_text: false,
    reports: [report('r1', 'Ẹ kú àárọ̀')],
  },
  {
    exercise_id: 'e1',
    word_id: null,
    lesson_id: 'l2',
    lesson_title: 'Food',
    language_code: 'yo',
    type: 'translate',
    prompt: 'Write this in English',
    accepts_text: true,
    reports: [report('r2', 'Mo fẹ́ ẹja.')],
  },
];

const render = (element: React.ReactElement) =>
  renderRoutes(
    <Routes>
      <Route path="/admin" element={<Suspense fallback={null}>{element}</Suspense>} />
    </Routes>,
    { path: '/admin' },
  );

describe('the CMS’s problem reports', () => {
  it('shows a contributor’s report from the studio with its text, word or exercise, and course', async () => {
    stubApi({ 'GET /api/admin/reports': () => apiOk(groups) });
    render(<ReportList />);
    const word = (await screen.findByText('Ẹ kú àárọ̀', { selector: 'p' })).closest('li');
    expect(word).toHaveTextContent('yo · Greetings · word');
    expect(word).toHaveTextContent('Good morning');
    expect(word).toHaveTextContent('The text to record is wrong (recording studio)');
    expect(word).toHaveTextContent('Text to record: “Ẹ kú àárọ̀”');
    expect(word).toHaveTextContent('The tone mark is missing.');
    const sentence = screen.getByText('Write this in English').closest('li');
    expect(sentence).toHaveTextContent('yo · Food · translate');
    expect(sentence).toHaveTextContent('Text to record: “Mo fẹ́ ẹja.”');
    // Only a rejected answer can be accepted; these are dismissed.
    expect(screen.queryByRole('button', { name: 'Accept answer' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
  });
});

describe('the audit log', () => {
  it('names the system as the actor of what a rule did, and the admin otherwise', async () => {
    const entry = (id: string, over: Partial<AuditEntry>): AuditEntry => ({
      id,
      actor: null,
      actor_kind: 'admin',
      action: 'take_out',
      entity: 'voice_file',
      entity_id: 'f1',
      before: { status: 'in_service' },
      after: { status: 'out_of_service' },
      created_at: '2026-12-06T10:00:00Z',
      ...over,
    });
    stubApi({
      'GET /api/admin/audit': () =>
        apiOk([
          entry('a1', { actor_kind: 'system', action: 'hold', entity: 'voice_clip' }),
          entry('a2', { actor: { id: 'u9', username: 'editor' }, action: 'put_back' }),
          entry('a3', {}),
        ]),
    });
    render(<AuditList />);
    expect(await screen.findByText('Roots, automatically · hold voice clip')).toBeInTheDocument();
    expect(screen.getByText('editor · put back voice file')).toBeInTheDocument();
    expect(screen.getByText('A deleted account · take out voice file')).toBeInTheDocument();
  });
});
