import type { CourseUnit } from '@roots/shared/contracts/learning';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CoursePath } from './course-path.tsx';

const lesson = (id: string, status: 'locked' | 'available' | 'completed') => ({
  id,
  title: `Lesson ${id}`,
  status,
  xp_reward: 10,
});
const units = [
  {
    id: 'u1',
    position: 1,
    title: 'Greetings',
    description: 'Say hello.',
    lessons: [lesson('a', 'available'), lesson('b', 'locked')],
  },
  {
    id: 'u2',
    position: 2,
    title: 'Numbers',
    description: 'Count.',
    lessons: [lesson('c', 'locked'), lesson('d', 'locked')],
  },
] as unknown as CourseUnit[];

describe('course path', () => {
  it("lists an open unit's lessons and folds a locked unit's, listed once opened", () => {
    render(
      <MemoryRouter>
        <CoursePath units={units} nextLessonId="a" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Lesson a: Start, up next' })).toBeInTheDocument();
    expect(screen.getByText('Lesson b')).toBeInTheDocument();
    const fold = screen.getByText('2 lessons, open once Unit 1 is done');
    expect(screen.queryByText('Lesson c')).not.toBeInTheDocument();
    const details = fold.closest('details');
    if (!details) throw new Error('The locked unit has no fold');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByText('Lesson c')).toBeInTheDocument();
    expect(screen.getByText('Lesson d')).toBeInTheDocument();
  });
});
