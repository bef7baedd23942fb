/** Query keys of the back office's product reads; every product write invalidates `productKeys.all` and the catalogue. */
export const productKeys = {
  all: ['products'] as const,
  summaries: () => [...productKeys.all, 'summaries'] as const,
  staff: (id: number) => [...productKeys.all, 'staff', id] as const,
};
