/**
 * The carousel's pictures and what each one says. `picture` names a drawing in public/carousel: the SVG
 * is the source, the page shows its WebP renderings (scripts/carousel-pictures.mjs).
 */
export interface CarouselSlide {
  picture: string;
  alt: string;
  title: string;
  text: string;
  action: string;
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    picture: 'fresh-laddoos',
    alt: 'A brass thali piled high with golden motichoor laddoos on a banana leaf',
    title: 'Laddoos made fresh every morning',
    text: 'Motichoor, besan and dry fruit laddoos, rolled by hand in pure desi ghee.',
    action: 'Shop sweets',
  },
  {
    picture: 'festive-boxes',
    alt: 'An open gift box of assorted mithai with a gold ribbon, marigolds and glowing diyas',
    title: 'Gift boxes for every festival',
    text: 'Assorted mithai and dry fruit boxes, packed for Diwali, weddings and puja.',
    action: 'Choose a gift box',
  },
  {
    picture: 'namkeen-pantry',
    alt: 'Bowls of bhujia and chips beside a jar of ghee, a sack of basmati rice and heaps of spices',
    title: 'Namkeen and pantry staples',
    text: 'Crunchy bhujia for tea time, and the atta, dal, ghee and spices your kitchen runs on.',
    action: 'Browse the shop',
  },
];
