import { alpha, keyframes, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

const glow = (theme: Theme) => keyframes`
  from { background-color: ${alpha(theme.palette.primary.main, 0.22)}; }
  to { background-color: ${theme.palette.background.paper}; }
`;

/** A card that just arrived live: a short glow (none when motion is reduced) and an outline that stays. */
export const freshHighlightSx = (theme: Theme): SystemStyleObject<Theme> => ({
  outline: `2px solid ${theme.palette.primary.main}`,
  outlineOffset: -2,
  animation: `${glow(theme)} 2.5s ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
