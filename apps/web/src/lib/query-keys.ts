/**
 * Query keys shared by more than one feature: the lesson player updates the hearts and XP that
 * the navigation bar and dashboard show, and the CMS refreshes the public blog, without importing
 * those features.
 */
export const learnerKeys = {
  all: (userId: string) => ['user', userId] as const,
  xp: (userId: string) => ['user', userId, 'xp'] as const,
  hearts: (userId: string) => ['user', userId, 'hearts'] as const,
  streak: (userId: string) => ['user', userId, 'streak'] as const,
  stats: (userId: string) => ['user', userId, 'stats'] as const,
  languages: (userId: string) => ['user', userId, 'languages'] as const,
};

export const blogKeys = {
  all: () => ['blog'] as const,
  list: (page: number) => ['blog', 'list', page] as const,
  category: (category: string, page: number) => ['blog', 'category', category, page] as const,
  categories: () => ['blog', 'categories'] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};
