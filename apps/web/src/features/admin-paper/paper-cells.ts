/** Table cells of the printed lists: ruled, top-aligned; figures to the right. */
export const cell = {
  px: 1,
  py: 0.75,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;
export const numberCell = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
