import Grid, { type GridProps } from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

interface SkeletonCardsProps {
  count: number;
  /** The height of one card, in pixels, near what the loaded card will take. */
  height: number;
  size: GridProps['size'];
}

/** Grey cards standing in for a grid's cards while they load; goes inside a `Grid container`. */
export function SkeletonCards({ count, height, size }: SkeletonCardsProps) {
  return Array.from({ length: count }, (_, i) => (
    <Grid key={i} size={size}>
      <Skeleton variant="rounded" height={height} />
    </Grid>
  ));
}

/** A grid of grey cards on its own, announced as busy under `label` (e.g. "Loading orders"). */
export function SkeletonGrid({ label, ...cards }: SkeletonCardsProps & { label: string }) {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label={label}>
      <SkeletonCards {...cards} />
    </Grid>
  );
}
