/** The carousel's pictures (drawn for the shop, in public/carousel) and what each one says. */
export interface CarouselSlide {
  image: string;
  alt: string;
  title: string;
  text: string;
  action: string;
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    image: '/carousel/fresh-laddoos.svg',
    alt: 'A brass thali piled high with golden motichoor laddoos on a banana leaf',
    title: 'Laddoos made fresh every morning',
    text: 'Motichoor, besan and dry fruit laddoos, rolled by hand in pure desi ghee.',
    action: 'Shop sweets',
  },
  {
    image: '/carousel/festive-boxes.svg',
    alt: 'An open gift box of assorted mithai with a gold ribbon, marigolds and glowing diyas',
    title: 'Gift boxes for every festival',
    text: 'Assorted mithai and dry fruit boxes, packed for Diwali, weddings and puja.',
    action: 'Choose a gift box',
  },
  {
    image: '/carousel/namkeen-pantry.svg',
    alt: 'Bowls of bhujia and chips beside a jar of ghee, a sack of basmati rice and heaps of spices',
    title: 'Namkeen and pantry staples',
    text: 'Crunchy bhujia for tea time, and the atta, dal, ghee and spices your kitchen runs on.',
    action: 'Browse the shop',
  },
];
