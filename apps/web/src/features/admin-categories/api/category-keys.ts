export const categoryKeys = {
  all: ['admin-categories'] as const,
};
