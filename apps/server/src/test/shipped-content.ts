import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { createBlogService } from '../modules/blog/blog.service.ts';
import { importCourses } from '../modules/content/content.import.ts';
import { contentDir } from '../paths.ts';
import { unitOfWork } from '../repositories.ts';

/**
 * Imports the shipped content (the blog and the eight courses) as `buildApp` does on an empty
 * database: what the tests' second template holds (global-setup.ts).
 */
export async function importShippedContent(db: Db): Promise<void> {
  await createBlogService({ uow: unitOfWork(db) }).importFromFolder(join(contentDir, 'blog'));
  const reports = await importCourses(db, contentDir);
  const broken = reports.filter((report) => report.problems);
  if (broken.length > 0) throw new Error(`courses not imported: ${JSON.stringify(broken)}`);
}
