import type { CourseUnit, Language } from '@roots/shared/contracts/learning';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lessonAttempts, users } from '../../db/schema.ts';
import { unitOfWork } from '../../repositories.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { createAdminDashboardService } from './admin-dashboard.service.ts';

const DAY_MS = 86_400_000;

describe('the admin dashboard’s counts', async () => {
  const { app, database } = await createTestApp({
    importContent: true,
    contentDir: join(import.meta.dirname, '..', '..', 'test', 'fixtures'),
  });
  const { headers, userId } = await signUp(app, { email: 'kofi@example.com', password: 'Karibu!2026a' });
  const get = async <T>(url: string) => (await app.inject({ url, headers })).json<{ data: T }>().data;
  const [swahili] = await get<Language[]>('/api/language');
  await app.inject({ method: 'POST', url: `/api/language/enroll/${swahili?.id ?? ''}`, headers });
  const [unit] = await get<CourseUnit[]>(`/api/unit/${swahili?.id ?? ''}`);
  await app.inject({ method: 'POST', url: `/api/lesson/start/${unit?.lessons[0]?.id ?? ''}`, headers });
  // The learner finished that lesson on 10 March 2026 at 18:00 UTC.
  const finished = new Date('2026-03-10T18:00:00Z');
  await database.db
    .update(lessonAttempts)
    .set({ status: 'completed', startedAt: new Date(finished.getTime() - 600_000), finishedAt: finished });
  const dashboardOn = (now: string) =>
    createAdminDashboardService({ uow: unitOfWork(database.db), now: () => new Date(now) }).dashboard();

  it('counts a learner active today on the day, and in the last 7 days for a week after', async () => {
    expect(await dashboardOn('2026-03-10T23:00:00Z')).toMatchObject({ active_today: 1, active_7_days: 1 });
    expect(await dashboardOn('2026-03-11T09:00:00Z')).toMatchObject({ active_today: 0, active_7_days: 1 });
    expect(await dashboardOn('2026-03-17T17:00:00Z')).toMatchObject({ active_today: 0, active_7_days: 1 });
    expect(await dashboardOn('2026-03-17T18:30:00Z')).toMatchObject({ active_today: 0, active_7_days: 0 });
  });

  it('puts the completion on its UTC day among 30 days that end today', async () => {
    const { lessons_completed: days } = await dashboardOn('2026-03-20T08:00:00Z');
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe('2026-02-19');
    expect(days[29]?.day).toBe('2026-03-20');
    expect(days.filter((d) => d.count > 0)).toEqual([{ day: '2026-03-10', count: 1 }]);
    // Thirty days later it has left the chart.
    const later = await dashboardOn(new Date(finished.getTime() + 30 * DAY_MS).toISOString());
    expect(later.lessons_completed.every((d) => d.count === 0)).toBe(true);
  });

  it('leaves out an admin trying a lesson, as the count of learners does', async () => {
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    const asAdmin = await dashboardOn('2026-03-10T23:00:00Z');
    expect(asAdmin).toMatchObject({ learners: 0, active_today: 0, active_7_days: 0 });
    expect(asAdmin.lessons_completed.every((d) => d.count === 0)).toBe(true);
    await database.db.update(users).set({ role: 'learner' }).where(eq(users.id, userId));
    expect(await dashboardOn('2026-03-10T23:00:00Z')).toMatchObject({ learners: 1, active_today: 1 });
  });
});
