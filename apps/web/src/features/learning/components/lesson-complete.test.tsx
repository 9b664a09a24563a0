import type { Lesson, LessonSummary } from '@roots/shared/contracts/learning';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLesson } from '../../../test/lesson-data.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LessonComplete } from './lesson-complete.tsx';

const lesson = makeLesson({
  title: 'Hello',
  status: 'completed',
  unit: { id: 'u1', title: 'Greetings', position: 1, has_tips: false },
});
const practiceLesson: Lesson = { ...lesson, id: 'practice', title: 'Practice' };

const summary = (overrides: Partial<LessonSummary>): LessonSummary => ({
  xp: 15,
  xp_breakdown: { lesson: 10, perfect_bonus: 5, combo_bonus: 0, boost_bonus: 0 },
  coins: 10,
  accuracy: 100,
  perfect: true,
  duration_seconds: 42,
  streak: { current: 1, extended: true, freeze_used: false },
  daily_goal_reached: false,
  replay: false,
  hearts_gained: 0,
  ...overrides,
});

const show = (value: LessonSummary, on = lesson) =>
  renderRoutes(<LessonComplete summary={value} lesson={on} userId="u1" />);

beforeEach(() => {
  const progress = { success: true, status: 200, data: { next_lesson_id: null } };
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(progress), { status: 200 }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('lesson complete', () => {
  it('shows a first completion’s XP with its bonuses and its coins, and says nothing of replays', () => {
    show(summary({}));
    expect(screen.getByText('+15')).toBeInTheDocument();
    expect(screen.getByText('Perfect lesson')).toBeInTheDocument();
    expect(screen.queryByText(/Replay/)).not.toBeInTheDocument();
  });

  it('says a replay earns reduced XP and no coins', () => {
    show(
      summary({
        xp: 3,
        xp_breakdown: { lesson: 3, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
        coins: 0,
        replay: true,
        streak: { current: 1, extended: false, freeze_used: false },
      }),
    );
    expect(screen.getByText('Replay: reduced XP')).toBeInTheDocument();
    expect(screen.getByText(/earns a third of its XP and no coins/)).toBeInTheDocument();
    expect(screen.getByText('+0')).toBeInTheDocument();
    expect(screen.queryByText('Perfect lesson')).not.toBeInTheDocument();
  });

  it('promises a heart back from practice only when one came back', () => {
    const paid = show(
      summary({
        xp: 10,
        xp_breakdown: { lesson: 10, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
        coins: 0,
        hearts_gained: 1,
      }),
      practiceLesson,
    );
    expect(screen.getByText('You earned a heart back.')).toBeInTheDocument();
    paid.unmount();

    show(
      summary({
        xp: 0,
        xp_breakdown: { lesson: 0, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
        coins: 0,
        hearts_gained: 0,
      }),
      practiceLesson,
    );
    expect(screen.queryByText('You earned a heart back.')).not.toBeInTheDocument();
    expect(screen.getByText(/three rewarded practice sessions are done/)).toBeInTheDocument();
  });
});
