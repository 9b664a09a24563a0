export const storeKeys = {
  store: (userId: string) => ['store', userId] as const,
};
