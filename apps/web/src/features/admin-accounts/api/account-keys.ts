export const accountKeys = {
  all: ['accounts'] as const,
};
