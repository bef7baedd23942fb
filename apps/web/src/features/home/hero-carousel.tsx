import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { CAROUSEL_MS, CAROUSEL_PICTURE_SIZES, carouselPicture, carouselSrcSet } from '@halwai/domain';
import { paths } from '../../lib/paths';
import { CAROUSEL_SLIDES } from './carousel-slides';

const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 700;

/**
 * The home page's pictures, one every CAROUSEL_MS. It holds still while a pointer or the keyboard
 * is on it, after Pause, and from the start for people who prefer reduced motion. Plain elements
 * styled by class (decision 011): it is most of what home draws as it loads, and as MUI components
 * with responsive styles it was most of that first task on a phone.
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
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <GlobalStyles styles={heroStyles} />
      <div className="hero__slides" aria-live={moving ? 'off' : 'polite'}>
        {CAROUSEL_SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.picture}
              className={active ? 'hero__slide hero__slide--active' : 'hero__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
            >
              <img
                className="hero__picture"
                src={carouselPicture(slide.picture, IMAGE_WIDTH)}
                srcSet={carouselSrcSet(slide.picture)}
                sizes={CAROUSEL_PICTURE_SIZES}
                alt={slide.alt}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
              <div className="hero__shade" />
              <div className="hero__words">
                <p className="hero__title">{slide.title}</p>
                <p className="hero__text">{slide.text}</p>
                <RouterLink className="shop-button hero__action" to={paths.sweets()}>
                  {slide.action}
                </RouterLink>
              </div>
            </div>
          );
        })}
      </div>

      <div className="hero__controls">
        <button
          type="button"
          className="shop-icon-button hero__button hero__play"
          aria-label={playing ? 'Pause slides' : 'Play slides'}
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </button>
        <div className="hero__pill">
          <button
            type="button"
            className="shop-icon-button hero__button hero__step"
            aria-label="Previous slide"
            onClick={() => show(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          {CAROUSEL_SLIDES.map((slide, i) => (
            <button
              key={slide.picture}
              type="button"
              className="hero__dot"
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            />
          ))}
          <button
            type="button"
            className="shop-icon-button hero__button hero__step"
            aria-label="Next slide"
            onClick={() => show(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
    </section>
  );
}

const SHADE = 'rgba(36, 8, 4, 0.55)';

/** The carousel's look, as MUI drew it from Box, Stack, Typography, Button and IconButton, worked out once. */
function heroStyles(theme: Theme): CSSObject {
  const { palette, breakpoints, typography } = theme;
  const sm = breakpoints.up('sm');
  const md = breakpoints.up('md');
  const pill = { color: palette.common.white, backgroundColor: SHADE, borderRadius: 999, backdropFilter: 'blur(4px)' };
  return {
    '.hero': {
      position: 'relative',
      overflow: 'hidden',
      height: 340,
      borderRadius: 16,
      backgroundColor: palette.secondary.dark,
      boxShadow: '0 12px 40px rgba(122, 21, 48, 0.18)',
      [sm]: { height: 380 },
      [md]: { height: 440, borderRadius: 24 },
    },
    '.hero__slides': { position: 'absolute', inset: 0 },
    '.hero__slide': {
      position: 'absolute',
      inset: 0,
      opacity: 0,
      visibility: 'hidden',
      transition: 'opacity 700ms ease, visibility 700ms',
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    '.hero__slide--active': { opacity: 1, visibility: 'visible' },
    '.hero__picture': {
      position: 'absolute',
      inset: 0,
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      objectPosition: '70% 50%',
      [md]: { objectPosition: '100% 50%' },
    },
    '.hero__shade': {
      position: 'absolute',
      inset: 0,
      background: 'linear-gradient(0deg, rgba(36, 8, 4, 0.88) 0%, rgba(36, 8, 4, 0.5) 35%, rgba(36, 8, 4, 0) 60%)',
      [md]: { background: 'linear-gradient(90deg, rgba(36, 8, 4, 0.62) 0%, rgba(36, 8, 4, 0.35) 38%, rgba(36, 8, 4, 0) 58%)' },
    },
    '.hero__words': {
      position: 'absolute',
      left: 20,
      right: 20,
      bottom: 72,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      color: palette.common.white,
      [md]: { left: 56, right: 'auto', bottom: 'auto', top: '50%', transform: 'translateY(-50%)', maxWidth: 460 },
    },
    '.hero__title, .hero__text': { ...typography.body1, margin: 0 },
    '.hero__title': {
      marginBottom: 16,
      fontFamily: typography.h1.fontFamily,
      fontWeight: 700,
      fontSize: '1.6rem',
      lineHeight: 1.15,
      textShadow: '0 2px 12px rgba(0,0,0,0.35)',
      [sm]: { marginBottom: 8 },
      [md]: { fontSize: '2.75rem' },
    },
    '.hero__text': {
      display: 'none',
      marginBottom: 20,
      opacity: 0.95,
      textShadow: '0 1px 8px rgba(0,0,0,0.4)',
      [sm]: { display: 'block', fontSize: '1rem' },
      [md]: { fontSize: '1.15rem' },
    },
    // MUI's large contained Button in the accent colour.
    '.shop-button.hero__action': {
      padding: '8px 22px',
      fontSize: typography.pxToRem(15),
      color: palette.accent.contrastText,
      backgroundColor: palette.accent.main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.accent.dark } },
      '&:active': { backgroundColor: palette.accent.dark },
    },
    '.hero__controls': {
      position: 'absolute',
      right: 12,
      bottom: 12,
      left: 12,
      display: 'flex',
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: 4,
      [md]: { right: 24, bottom: 24, left: 'auto', justifyContent: 'flex-end' },
    },
    // Over the picture (`shop-icon-button` is the rest of MUI's IconButton).
    '.hero__button': { '&:focus-visible': { outline: `2px solid ${palette.accent.light}`, outlineOffset: -2 } },
    '.shop-icon-button.hero__play': {
      ...pill,
      '@media (hover: hover)': { '&:hover': { backgroundColor: 'rgba(36, 8, 4, 0.75)' } },
    },
    '.hero__pill': {
      ...pill,
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: 4,
      paddingLeft: 4,
      paddingRight: 4,
    },
    '.shop-icon-button.hero__step': { padding: 5 },
    '.hero__dot': {
      display: 'grid',
      placeItems: 'center',
      width: 24,
      height: 24,
      padding: 0,
      border: 0,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      '&::after': {
        content: '""',
        width: 8,
        height: 8,
        borderRadius: 4,
        backgroundColor: 'rgba(255,255,255,0.7)',
        transition: 'width 300ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      },
      '&[aria-current="true"]::after': { width: 18, backgroundColor: palette.accent.light },
      '&:focus-visible': { outline: `2px solid ${palette.accent.light}`, borderRadius: theme.shape.borderRadius },
    },
  };
}
