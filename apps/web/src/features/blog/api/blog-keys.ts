export const blogKeys = {
  list: (page: number) => ['blog', 'list', page] as const,
  category: (category: string, page: number) => ['blog', 'category', category, page] as const,
  categories: () => ['blog', 'categories'] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};
