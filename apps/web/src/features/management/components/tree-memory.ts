import type { CourseTree } from '@roots/shared/contracts/management';
import { useEffect, useState } from 'react';
import { session } from '../../../lib/storage.ts';

/** Where the tree of one course was left open, kept for the tab (sessionStorage): units and lessons. */
interface Opened {
  units: string[];
  lessons: string[];
}

export const treeMemoryKey = (languageId: string) => `roots.cms.tree.${languageId}`;

function stored(languageId: string): Opened | undefined {
  try {
    const raw: unknown = JSON.parse(session.get(treeMemoryKey(languageId)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { units, lessons } = raw as Record<string, unknown>;
    const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []);
    return { units: ids(units), lessons: ids(lessons) };
  } catch {
    return undefined;
  }
}

/**
 * The unit the teacher was working in: the one with the latest edit (of the unit, a lesson or an
 * exercise), or the first unit when nothing was edited in the CMS yet.
 */
export function workingUnit(tree: CourseTree): string | undefined {
  let latest: { id: string; at: string } | undefined;
  for (const unit of tree.units) {
    const times = [unit, ...unit.lessons, ...unit.lessons.flatMap((lesson) => lesson.exercises)].map(
      (item) => item.edited_at ?? '',
    );
    const at = times.reduce((a, b) => (b > a ? b : a), '');
    if (at !== '' && (!latest || at > latest.at)) latest = { id: unit.id, at };
  }
  return latest?.id ?? tree.units[0]?.id;
}

const toggled = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

/**
 * Which units and lessons of the tree are open: folded by default but for the unit the teacher was
 * working in, and as the teacher left them when the page is opened again in the tab.
 */
export function useTreeMemory(tree: CourseTree) {
  const languageId = tree.language.id;
  const [opened, setOpened] = useState(() => {
    const before = stored(languageId);
    const unit = workingUnit(tree);
    return {
      units: new Set<string>(before?.units ?? (unit ? [unit] : [])),
      lessons: new Set<string>(before?.lessons ?? []),
    };
  });
  useEffect(() => {
    session.set(treeMemoryKey(languageId), JSON.stringify({ units: [...opened.units], lessons: [...opened.lessons] }));
  }, [languageId, opened]);
  return {
    unitOpen: (id: string) => opened.units.has(id),
    lessonOpen: (id: string) => opened.lessons.has(id),
    toggleUnit: (id: string) => {
      setOpened((current) => ({ ...current, units: toggled(current.units, id) }));
    },
    toggleLesson: (id: string) => {
      setOpened((current) => ({ ...current, lessons: toggled(current.lessons, id) }));
    },
  };
}
