export const managementKeys = {
  all: () => ['management'] as const,
  dashboard: () => ['management', 'dashboard'] as const,
  posts: () => ['management', 'posts'] as const,
  post: (id: string) => ['management', 'posts', id] as const,
  languages: () => ['management', 'languages'] as const,
  tree: (languageId: string) => ['management', 'tree', languageId] as const,
  messages: () => ['management', 'messages'] as const,
  reports: () => ['management', 'reports'] as const,
  users: (q: string) => ['management', 'users', q] as const,
  audit: () => ['management', 'audit'] as const,
  clip: (languageId: string, say: string) => ['management', 'clip', languageId, say] as const,
};
