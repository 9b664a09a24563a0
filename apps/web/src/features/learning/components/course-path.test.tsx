import type { CourseUnit } from '@roots/shared/contracts/learning';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CoursePath } from './course-path.tsx';

const lesson = (id: string, status: 'locked' | 'available' | 'completed') => ({
  id,
  position: 1,
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
    has_tips: false,
    lessons: [lesson('a', 'available'), lesson('b', 'locked')],
  },
  {
    id: 'u2',
    position: 2,
    title: 'Numbers',
    description: 'Count.',
    has_tips: true,
    lessons: [lesson('c', 'locked'), lesson('d', 'locked')],
  },
] as unknown as CourseUnit[];

describe('course path', () => {
  it('ends each unit not yet completed in a checkpoint that explains itself before it starts', () => {
    const [greetings, numbers] = units;
    if (!greetings || !numbers) throw new Error('The fixture has two units');
    const done = { ...greetings, lessons: [lesson('a', 'completed'), lesson('b', 'completed')] };
    render(
      <MemoryRouter>
        <CoursePath units={[done, numbers]} nextLessonId="c" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Test out of Unit 1: Greetings' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Test out of Unit 2: Numbers' }));
    const dialog = screen.getByRole('dialog', { name: 'Test out of Unit 2' });
    expect(dialog).toHaveTextContent(
      'Answer 15 questions with fewer than 3 mistakes to skip ahead. Skipped lessons give no XP or coins.',
    );
    expect(screen.getByRole('link', { name: 'Start the checkpoint' })).toHaveAttribute(
      'href',
      '/lesson/checkpoint?unit=u2',
    );
  });

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

  it('offers the tips of a unit that has them, a locked one too, and no button for one without', () => {
    render(
      <MemoryRouter>
        <CoursePath units={units} nextLessonId="a" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Tips for Numbers' })).toHaveAttribute('href', '/unit/u2/tips');
    expect(screen.queryByRole('link', { name: 'Tips for Greetings' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Tips/ })).toHaveLength(1);
  });
});
