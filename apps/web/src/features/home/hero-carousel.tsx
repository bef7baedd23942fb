import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { CAROUSEL_MS, CAROUSEL_PICTURE_SIZES, carouselPicture, carouselSrcSet } from '@halwai/domain';
import { paths } from '../../lib/paths';
import { CAROUSEL_SLIDES } from './carousel-slides';
import { Image } from '../../lib/ui/image';

const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 700;

/**
 * The home page's pictures, one every CAROUSEL_MS. It holds still while a pointer or the keyboard
 * is on it, after Pause, and from the start for people who prefer reduced motion.
 */
export function HeroCarousel() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = playChoice ?? !reduceMotion;
  const moving = playing && !hovered && !focused;
  const count = CAROUSEL_SLIDES.length;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_MS);
    return () => window.clearTimeout(timer);
  }, [moving, index, count]);

  const show = (next: number) => setIndex((next + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: '16px', md: '24px' },
        height: { xs: 340, sm: 380, md: 440 },
        bgcolor: 'secondary.dark',
        boxShadow: '0 12px 40px rgba(122, 21, 48, 0.18)',
      }}
    >
      <Box aria-live={moving ? 'off' : 'polite'} sx={{ position: 'absolute', inset: 0 }}>
        {CAROUSEL_SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <Box
              key={slide.picture}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: active ? 1 : 0,
                visibility: active ? 'visible' : 'hidden',
                transition: reduceMotion ? 'none' : 'opacity 700ms ease, visibility 700ms',
              }}
            >
              <Image
                src={carouselPicture(slide.picture, IMAGE_WIDTH)}
                srcSet={carouselSrcSet(slide.picture)}
                sizes={CAROUSEL_PICTURE_SIZES}
                alt={slide.alt}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                fetchPriority={i === 0 ? 'high' : 'low'}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  objectFit: 'cover',
                  objectPosition: { xs: '70% 50%', md: '100% 50%' },
                }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  background: {
                    xs: 'linear-gradient(0deg, rgba(36, 8, 4, 0.88) 0%, rgba(36, 8, 4, 0.5) 35%, rgba(36, 8, 4, 0) 60%)',
                    md: 'linear-gradient(90deg, rgba(36, 8, 4, 0.62) 0%, rgba(36, 8, 4, 0.35) 38%, rgba(36, 8, 4, 0) 58%)',
                  },
                }}
              />
              <Stack
                sx={{
                  position: 'absolute',
                  left: { xs: 20, md: 56 },
                  right: { xs: 20, md: 'auto' },
                  bottom: { xs: 72, md: 'auto' },
                  top: { md: '50%' },
                  transform: { md: 'translateY(-50%)' },
                  maxWidth: { md: 460 },
                  color: 'common.white',
                  alignItems: 'flex-start',
                }}
              >
                <Typography
                  component="p"
                  sx={{
                    fontFamily: (theme) => theme.typography.h1.fontFamily,
                    fontWeight: 700,
                    fontSize: { xs: '1.6rem', md: '2.75rem' },
                    lineHeight: 1.15,
                    mb: { xs: 2, sm: 1 },
                    textShadow: '0 2px 12px rgba(0,0,0,0.35)',
                  }}
                >
                  {slide.title}
                </Typography>
                <Typography
                  sx={{
                    display: { xs: 'none', sm: 'block' },
                    fontSize: { sm: '1rem', md: '1.15rem' },
                    mb: 2.5,
                    opacity: 0.95,
                    textShadow: '0 1px 8px rgba(0,0,0,0.4)',
                  }}
                >
                  {slide.text}
                </Typography>
                <Button component={RouterLink} to={paths.sweets()} variant="contained" color="accent" size="large">
                  {slide.action}
                </Button>
              </Stack>
            </Box>
          );
        })}
      </Box>

      <Stack
        direction="row"
        sx={{
          position: 'absolute',
          right: { xs: 12, md: 24 },
          bottom: { xs: 12, md: 24 },
          left: { xs: 12, md: 'auto' },
          justifyContent: { xs: 'space-between', md: 'flex-end' },
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        <IconButton aria-label={playing ? 'Pause slides' : 'Play slides'} onClick={() => setPlayChoice(!playing)} sx={controlSx}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, ...pillSx }}>
          <IconButton aria-label="Previous slide" onClick={() => show(index - 1)} size="small" sx={{ color: 'inherit' }}>
            <ChevronLeftIcon />
          </IconButton>
          {CAROUSEL_SLIDES.map((slide, i) => (
            <Box
              key={slide.picture}
              component="button"
              type="button"
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
              sx={{
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                '&::after': {
                  content: '""',
                  width: i === index ? 18 : 8,
                  height: 8,
                  borderRadius: 4,
                  bgcolor: i === index ? 'accent.light' : 'rgba(255,255,255,0.7)',
                  transition: reduceMotion ? 'none' : 'width 300ms ease',
                },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'accent.light', borderRadius: 1 },
              }}
            />
          ))}
          <IconButton aria-label="Next slide" onClick={() => show(index + 1)} size="small" sx={{ color: 'inherit' }}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Stack>
    </Box>
  );
}

const pillSx = {
  bgcolor: 'rgba(36, 8, 4, 0.55)',
  color: 'common.white',
  borderRadius: 999,
  px: 0.5,
  backdropFilter: 'blur(4px)',
} as const;
const controlSx = { ...pillSx, px: 1, '&:hover': { bgcolor: 'rgba(36, 8, 4, 0.75)' } } as const;
