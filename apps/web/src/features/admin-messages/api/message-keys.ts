export const messageKeys = {
  all: ['contact-messages'] as const,
};
