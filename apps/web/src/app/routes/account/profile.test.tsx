import type { MyProfile } from '@roots/shared/contracts/social';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import ProfilePage from './profile.tsx';

// Chart.js needs a canvas jsdom has not got; whether the chart is asked for is what matters here.
const chartShown = vi.fn();
vi.mock('../../../features/social/components/xp-chart.tsx', () => ({
  default: ({ days }: { days: { xp: number }[] }) => {
    chartShown(days);
    return <p>the XP chart</p>;
  },
}));

const days = (xp: (i: number) => number) =>
  Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, xp: xp(i) }));

const profile: MyProfile = {
  xp_total: 1250,
  xp_this_week: 40,
  current_streak: 3,
  longest_streak: 9,
  lessons_completed: 12,
  joined_at: '2026-10-01T08:00:00.000Z',
  languages: [],
  xp_by_day: days((i) => (i % 3 === 0 ? 20 : 0)),
  achievements: [{ id: 'first-lesson', title: 'First steps', description: 'Finish a lesson.', earned: true }],
};

const renderProfile = (data: MyProfile) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(apiOk(data))),
  );
  return renderRoutes(<ProfilePage />, { path: '/profile', session: makeSession({ user: makeUser() }) });
};

afterEach(() => {
  vi.unstubAllGlobals();
  chartShown.mockClear();
});

describe('profile page', () => {
  it("shows the learner's totals, the XP chart and the achievements", async () => {
    renderProfile(profile);
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('Day streak (longest 9)')).toBeInTheDocument();
    expect(await screen.findByText('the XP chart')).toBeInTheDocument();
    expect(chartShown).toHaveBeenCalledWith(profile.xp_by_day);
    expect(screen.getByText('First steps')).toBeInTheDocument();
  });

  it('says how to fill an empty month instead of drawing thirty empty bars', async () => {
    renderProfile({ ...profile, xp_by_day: days(() => 0) });
    expect(await screen.findByText(/No XP in the last 30 days yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a lesson' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('the XP chart')).not.toBeInTheDocument();
    expect(chartShown).not.toHaveBeenCalled();
  });
});
