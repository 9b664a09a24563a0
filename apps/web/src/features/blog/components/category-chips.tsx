import { pathTo } from '@roots/shared/routes';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useBlogCategories } from '../api/get-blog-categories.ts';

/** The categories that have posts, as links; nothing while loading or when the call fails. */
export function CategoryChips() {
  const { data: categories = [] } = useBlogCategories();
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Blog categories" className="mb-8 flex flex-wrap gap-2">
      {categories.map((category) => (
        <NavLink
          key={category.slug}
          to={pathTo.blogCategory(category.slug)}
          className={({ isActive }) =>
            cn(
              'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold no-underline',
              isActive
                ? 'border-primary bg-primary-soft text-on-primary-soft'
                : 'border-line bg-surface-raised text-ink',
            )
          }
        >
          {category.name}
          <span className="text-ink-muted">{category.count}</span>
        </NavLink>
      ))}
    </nav>
  );
}
