import { styled } from '@mui/material/styles';

/**
 * An `<img>` that takes `sx`. Unlike `<Box component="img">`, whose `width` and `height` props become
 * styles, this keeps them as attributes, so the browser reserves the picture's space before it loads.
 */
export const Image = styled('img')({ display: 'block' });
