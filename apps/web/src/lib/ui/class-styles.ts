import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './product-image';

/**
 * The look of the pieces a page repeats by the dozen (item cards, their pictures, prices, badges and
 * buttons), drawn from plain elements with these class names. MUI works out and hashes a component's
 * styles each time it draws one, which on a slow phone made a grid of cards the page's longest task;
 * these are worked out from the theme when the app is built (`app/static-styles.ts`).
 */
export function classStyles(theme: Theme): CSSObject {
  return {
    ...containerStyles(theme),
    ...buttonStyles(theme),
    ...iconStyles(theme),
    ...iconButtonStyles(theme),
    ...badgeStyles(theme),
    ...pictureStyles(theme),
    ...priceStyles(theme),
    ...productCardStyles(theme),
    ...tileStyles(theme),
    ...chipStyles(theme),
  };
}

/**
 * `shop-container`: MUI's Container (`maxWidth="lg"`), the width of a storefront page's content;
 * `shop-h1` and `shop-h2`: headings, as Typography's h1 and h2; `shop-skeleton`: a placeholder.
 */
function containerStyles(theme: Theme): CSSObject {
  const { breakpoints, spacing } = theme;
  return {
    '.shop-h1': { ...theme.typography.h1, margin: 0 },
    '.shop-h2': { ...theme.typography.h2, margin: 0 },
    // MUI's Skeleton (pulsing).
    '.shop-skeleton': {
      display: 'block',
      height: '1.2em',
      backgroundColor: alpha(theme.palette.text.primary, 0.11),
      borderRadius: theme.shape.borderRadius,
      animation: 'shop-skeleton-pulse 2s ease-in-out 0.5s infinite',
    },
    '@keyframes shop-skeleton-pulse': { '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } },
    '.notice-page': {
      boxSizing: 'border-box',
      width: '100%',
      margin: '0 auto',
      padding: `${spacing(6)} ${spacing(2)}`,
      textAlign: 'center',
      [breakpoints.up('sm')]: { maxWidth: breakpoints.values.sm, paddingLeft: spacing(3), paddingRight: spacing(3) },
    },
    '.notice-page__title': { marginBottom: '0.35em' },
    '.notice-page__text': { ...theme.typography.body1, margin: `0 0 ${spacing(3)}`, color: theme.palette.text.secondary },
    '.notice-page__actions': { display: 'flex', justifyContent: 'center', gap: spacing(2) },
    '.shop-container': {
      display: 'block',
      boxSizing: 'border-box',
      width: '100%',
      marginLeft: 'auto',
      marginRight: 'auto',
      paddingLeft: spacing(2),
      paddingRight: spacing(2),
      [breakpoints.up('sm')]: { paddingLeft: spacing(3), paddingRight: spacing(3) },
      [breakpoints.up('lg')]: { maxWidth: breakpoints.values.lg },
    },
  };
}

/** `shop-icon`: MUI's SvgIcon (medium), for the plain icons of `icons.tsx`. */
function iconStyles(theme: Theme): CSSObject {
  const { transitions, typography } = theme;
  return {
    '.shop-icon': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: typography.pxToRem(24),
      transition: transitions.create('fill', { duration: transitions.duration.shorter }),
    },
  };
}

/** `shop-icon-button`: MUI's IconButton (medium, in the colour around it). */
function iconButtonStyles(theme: Theme): CSSObject {
  const { palette, transitions, typography } = theme;
  return {
    '.shop-icon-button': {
      position: 'relative',
      display: 'inline-flex',
      flex: '0 0 auto',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      margin: 0,
      padding: 8,
      border: 0,
      borderRadius: '50%',
      color: 'inherit',
      backgroundColor: 'transparent',
      fontSize: typography.pxToRem(24),
      textAlign: 'center',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity) },
      },
    },
  };
}

/** `shop-button`, with `shop-button--contained` (primary) or `shop-button--outlined` (secondary; `shop-button--primary` too for primary): MUI's Button. */
function buttonStyles(theme: Theme): CSSObject {
  const { palette, transitions } = theme;
  const outlined = (color: string): CSSObject => ({
    padding: '5px 15px',
    color,
    backgroundColor: 'transparent',
    border: `1px solid ${alpha(color, 0.5)}`,
    '@media (hover: hover)': {
      '&:hover': { borderColor: color, backgroundColor: alpha(color, palette.action.hoverOpacity) },
    },
  });
  return {
    '.shop-button': {
      ...theme.typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 64,
      margin: 0,
      padding: '6px 16px',
      border: 0,
      borderRadius: 999,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: transitions.create(['background-color', 'border-color', 'color'], { duration: transitions.duration.short }),
      '&:focus-visible': { outline: `2px solid ${palette.primary.dark}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'default', color: palette.action.disabled },
      '& svg': { flexShrink: 0, width: '1.25rem', height: '1.25rem', marginLeft: -4, marginRight: 8, fill: 'currentColor' },
    },
    '.shop-button--contained': {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      '@media (hover: hover)': { '&:hover:enabled': { backgroundColor: palette.primary.dark } },
      '&:active:enabled': { backgroundColor: palette.primary.dark },
      '&:disabled': { backgroundColor: palette.action.disabledBackground },
    },
    '.shop-button--outlined': outlined(palette.secondary.main),
    '.shop-button--outlined.shop-button--primary': outlined(palette.primary.main),
  };
}

/** `shop-badge` over a picture: MUI's small Chip; `shop-badge--discount` in the secondary colour, `--unavailable` in dark grey. */
function badgeStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  return {
    '.shop-badge': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 16,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 600,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      boxShadow: theme.shadows[1],
    },
    '.shop-badge--discount': { color: palette.secondary.contrastText, backgroundColor: palette.secondary.main },
    '.shop-badge--unavailable': { color: palette.common.white, backgroundColor: palette.grey[800] },
    '.shop-badge--few': { color: palette.common.white, backgroundColor: palette.warning.dark },
    // A pre-order's "ready from" line under the name: a tinted pill in the shop's colour, wrapping on a narrow card.
    '.preorder-label': {
      display: 'inline-block',
      margin: '4px 0',
      padding: '2px 10px',
      borderRadius: 12,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 600,
      color: palette.primary.dark,
      backgroundColor: alpha(palette.primary.main, 0.08),
    },
  };
}

/** `product-picture`: full width in its 4:3 shape, on grey until it loads; `--unavailable` greys it out. */
function pictureStyles(theme: Theme): CSSObject {
  return {
    '.product-picture': {
      display: 'block',
      width: '100%',
      height: 'auto',
      aspectRatio: `${PRODUCT_IMAGE_WIDTH} / ${PRODUCT_IMAGE_HEIGHT}`,
      objectFit: 'cover',
      backgroundColor: theme.palette.grey[100],
    },
    '.product-picture--unavailable': { filter: 'grayscale(0.7)' },
    '.product-picture--framed': {
      borderRadius: Number(theme.shape.borderRadius) * 4,
      boxShadow: '0 8px 30px rgba(122, 21, 48, 0.12)',
    },
  };
}

/** `price` (`price--large` on an item's page): "~~₹150~~ ₹120 / 250 g". */
function priceStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  return {
    '.price': {
      ...theme.typography.body1,
      margin: 0,
      color: palette.primary.dark,
      fontWeight: 700,
      fontSize: '1.15rem',
      '& s': { color: palette.text.secondary, fontWeight: 400, fontSize: '0.8em', marginRight: 6 },
      '& .unit': { color: palette.text.secondary, fontWeight: 400, fontSize: '0.875rem', marginLeft: 4 },
      '& .visually-hidden': {
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    },
    '.price--large': { fontSize: '1.6rem' },
  };
}

/** MUI's Badge in the accent colour (up to 99) over an icon: `badge` wraps the icon, `count` is the number. */
export function countBadgeLook(theme: Theme, fontWeight: CSSObject['fontWeight']): { badge: CSSObject; count: CSSObject } {
  const { palette, typography } = theme;
  return {
    badge: { position: 'relative', display: 'inline-flex', flexShrink: 0, verticalAlign: 'middle' },
    count: {
      position: 'absolute',
      top: 0,
      right: 0,
      zIndex: 1,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      fontFamily: typography.fontFamily,
      fontWeight,
      fontSize: typography.pxToRem(12),
      lineHeight: 1,
      color: palette.accent.contrastText,
      backgroundColor: palette.accent.main,
      transform: 'scale(1) translate(50%, -50%)',
      transformOrigin: '100% 0%',
    },
  };
}

/** MUI's Card as the theme draws it: white, with a border, round corners and a soft shadow. */
export function cardLook(theme: Theme): CSSObject {
  const { palette } = theme;
  return {
    overflow: 'hidden',
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    borderRadius: 16,
    border: `1px solid ${palette.divider}`,
    boxShadow: '0 2px 10px rgba(122, 21, 48, 0.06)',
  };
}

/** `product-grid` of cards (1 a row on a phone, then 2, 3 and 4), and `product-card` and its parts. */
function productCardStyles(theme: Theme): CSSObject {
  const { palette, breakpoints } = theme;
  const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
  return {
    '.product-grid': {
      display: 'grid',
      gap: 16,
      gridTemplateColumns: columns(1),
      [breakpoints.up('sm')]: { gridTemplateColumns: columns(2) },
      [breakpoints.up('md')]: { gridTemplateColumns: columns(3), gap: 24 },
      [breakpoints.up('lg')]: { gridTemplateColumns: columns(4) },
    },
    '.product-card': { ...cardLook(theme), position: 'relative', display: 'flex', flexDirection: 'column', height: '100%' },
    '.product-card__picture': { position: 'relative' },
    '.product-card__badges': { position: 'absolute', top: 12, left: 12, display: 'flex', gap: 8 },
    // The veg mark on a white tile, readable on any picture.
    '.product-card__diet': { display: 'inline-flex', padding: 3, borderRadius: 4, background: '#fff', lineHeight: 0 },
    '.product-card__content': { flexGrow: 1, padding: '16px 16px 8px' },
    '.product-card__title': { ...theme.typography.h5, fontFamily: theme.typography.h3.fontFamily, margin: '0 0 4px' },
    // The name's link, stretched over the card; the buttons (positioned, later in the page) stay above it.
    '.product-card__link': {
      color: 'inherit',
      textDecoration: 'none',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:focus-visible': { textDecoration: 'underline', outline: `2px solid ${palette.primary.dark}`, outlineOffset: 2 },
    },
    '.product-card__description': {
      ...theme.typography.body2,
      margin: '8px 0 0',
      color: palette.text.secondary,
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    // Side by side when the card is wide enough; each takes a full row when it is not.
    '.product-card__actions': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 8,
      position: 'relative',
      padding: '0 16px 16px',
      '& > *': { flexGrow: 1 },
    },
    // The −/+ stepper: MUI's small IconButtons with small icons either side of the count.
    '.product-card__stepper': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4 },
    '.product-card__step': {
      padding: 5,
      color: palette.action.active,
      fontSize: theme.typography.pxToRem(18),
      '& .shop-icon': { fontSize: theme.typography.pxToRem(20) },
      '&:disabled': { cursor: 'default', pointerEvents: 'none', color: palette.action.disabled },
    },
    '.product-card__step--less': { border: `1px solid ${palette.divider}` },
    '.product-card__step--more': {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.primary.dark } },
      '&:disabled': { backgroundColor: palette.action.disabledBackground },
    },
    '.product-card__in-cart': { ...theme.typography.body1, margin: 0, minWidth: '4.5em', textAlign: 'center', fontWeight: 600 },
  };
}

/**
 * `shop-tile`: a card that is one link (MUI's Card with a CardActionArea), lighter under the pointer
 * and when focused from the keyboard; `category-tile` and `featured-tile` are home's two kinds.
 */
function tileStyles(theme: Theme): CSSObject {
  const { palette, transitions, breakpoints } = theme;
  return {
    '.shop-tile': { ...cardLook(theme), height: '100%' },
    '.shop-tile__link': {
      position: 'relative',
      display: 'block',
      height: '100%',
      color: 'inherit',
      textDecoration: 'none',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        pointerEvents: 'none',
        backgroundColor: 'currentColor',
        opacity: 0,
        transition: transitions.create('opacity', { duration: transitions.duration.short }),
      },
      '@media (hover: hover)': { '&:hover::after': { opacity: palette.action.hoverOpacity } },
      '&:focus-visible::after': { opacity: palette.action.focusOpacity },
    },
    '.category-tile__caption': {
      position: 'absolute',
      inset: 0,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      padding: 10,
      color: palette.common.white,
      background: 'linear-gradient(0deg, rgba(43, 10, 18, 0.85) 0%, rgba(43, 10, 18, 0.35) 45%, rgba(43, 10, 18, 0) 70%)',
      [breakpoints.up('md')]: { padding: 16 },
    },
    '.category-tile__name': {
      margin: 0,
      fontFamily: theme.typography.h3.fontFamily,
      fontWeight: 700,
      fontSize: '1rem',
      lineHeight: 1.2,
      [breakpoints.up('md')]: { fontSize: '1.25rem' },
    },
    '.category-tile__count': { ...theme.typography.body2, margin: 0, opacity: 0.9 },
    '.featured-tile__picture': { position: 'relative' },
    '.featured-tile__badge': { position: 'absolute', top: 10, left: 10 },
    '.featured-tile__text': { padding: 14 },
    '.featured-tile__name': { ...theme.typography.body1, margin: '0 0 2px', fontWeight: 700, fontSize: '1.05rem' },
  };
}

/** `shop-chip`: MUI's outlined Chip that can be pressed; `--selected` filled in the primary colour; `--small`. */
function chipStyles(theme: Theme): CSSObject {
  const { palette, transitions } = theme;
  return {
    '.shop-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: 32,
      margin: 0,
      padding: '0 11px',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 600,
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.grey[400]}`,
      borderRadius: 16,
      cursor: 'pointer',
      userSelect: 'none',
      outline: 0,
      appearance: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: transitions.create(['background-color', 'box-shadow']),
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.action.hover } },
      '&:focus-visible': { backgroundColor: palette.action.focus },
    },
    '.shop-chip--small': { height: 24, padding: '0 7px' },
    '.shop-chip--selected': {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      borderColor: 'transparent',
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.primary.dark } },
      '&:focus-visible': { backgroundColor: palette.primary.dark },
    },
  };
}
