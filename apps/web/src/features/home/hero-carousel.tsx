import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query';
import { CAROUSEL_MS, CAROUSEL_PICTURE_SIZES, carouselPicture, carouselSrcSet } from '@halwai/domain';
import { paths } from '../../lib/paths';
import { CAROUSEL_SLIDES } from './carousel-slides';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayArrowIcon } from '../../lib/ui/icons';

const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 700;

/**
 * The home page's pictures, one every CAROUSEL_MS. It holds still while a pointer or the keyboard
 * is on it, after Pause, and from the start for people who prefer reduced motion. Plain elements
 * styled by class (decision 011): it is most of what home draws as it loads, and as MUI components
 * with responsive styles it was most of that first task on a phone.
 */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
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
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="hero__slides" aria-live={moving ? 'off' : 'polite'}>
        {CAROUSEL_SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.picture}
              className={active ? 'hero__slide hero__slide--active' : 'hero__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { number: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
            >
              <img
                className="hero__picture"
                src={carouselPicture(slide.picture, IMAGE_WIDTH)}
                srcSet={carouselSrcSet(slide.picture)}
                sizes={CAROUSEL_PICTURE_SIZES}
                alt={t(`carousel.slides.${slide.picture}.alt`)}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
              <div className="hero__shade" />
              <div className="hero__words">
                <p className="hero__title">{t(`carousel.slides.${slide.picture}.title`)}</p>
                <p className="hero__text">{t(`carousel.slides.${slide.picture}.text`)}</p>
                <RouterLink className="shop-button hero__action" to={paths.sweets()}>
                  {t(`carousel.slides.${slide.picture}.action`)}
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
          aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </button>
        <div className="hero__pill">
          <button
            type="button"
            className="shop-icon-button hero__button hero__step"
            aria-label={t('carousel.previous')}
            onClick={() => show(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          {CAROUSEL_SLIDES.map((slide, i) => (
            <button
              key={slide.picture}
              type="button"
              className="hero__dot"
              aria-label={t('carousel.show', { number: i + 1, title: t(`carousel.slides.${slide.picture}.title`) })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            />
          ))}
          <button
            type="button"
            className="shop-icon-button hero__button hero__step"
            aria-label={t('carousel.next')}
            onClick={() => show(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
    </section>
  );
}
