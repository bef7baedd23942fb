import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's code is still downloading. */
export function PageLoader() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress color="primary" />
    </Box>
  );
}
