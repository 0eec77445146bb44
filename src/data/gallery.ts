/**
 * Gallery projects. Until photos of the finished decks are taken, each image
 * is an illustration under static/img/gallery/ named for the photo that will
 * replace it (same name, .jpg).
 */
export type GalleryCategory = 'Composite' | 'Wood' | 'Multi-level' | 'Repair/Remodel';

export const galleryCategories: readonly GalleryCategory[] = ['Composite', 'Wood', 'Multi-level', 'Repair/Remodel'];

export interface GalleryItem {
  slug: string;
  title: string;
  category: GalleryCategory;
  /** Path under static/, e.g. /img/gallery/sequoyah-hills-composite-deck.svg (1200x800). */
  image: string;
  alt: string;
  /** One or two sentences about the project. */
  description: string;
  location: string;
}

export const galleryItems: readonly GalleryItem[] = [
  {
    slug: 'sequoyah-hills-composite-deck',
    title: 'Composite deck under the oaks',
    category: 'Composite',
    image: '/img/gallery/sequoyah-hills-composite-deck.svg',
    alt: 'Illustration of a gray-brown composite deck with black aluminum railings behind a brick house, shaded by large oak trees',
    description:
      'A worn wood deck replaced with capped composite boards and black aluminum railings. Picture-frame borders and hidden fasteners keep the surface clean under heavy oak leaf fall.',
    location: 'Sequoyah Hills, Knoxville',
  },
  {
    slug: 'maryville-multi-level-deck',
    title: 'Two-level deck facing the Smokies',
    category: 'Multi-level',
    image: '/img/gallery/maryville-multi-level-deck.svg',
    alt: 'Illustration of a two-level deck with a wide connecting staircase, mountain ridges on the horizon',
    description:
      'A steep back yard turned into two outdoor rooms: a grilling deck off the kitchen and a lower lounge level around a fire pit, joined by a wide staircase with lit treads.',
    location: 'Maryville',
  },
  {
    slug: 'farragut-cedar-pergola-deck',
    title: 'Cedar deck with a shade pergola',
    category: 'Wood',
    image: '/img/gallery/farragut-cedar-pergola-deck.svg',
    alt: 'Illustration of a warm cedar deck with a pergola overhead, an outdoor table and planters along the edge',
    description:
      'Western red cedar decking and a matching pergola that takes the edge off afternoon sun, built to the neighborhood HOA guidelines with built-in planter boxes along the rail.',
    location: 'Farragut',
  },
  {
    slug: 'sevierville-cabin-deck-rebuild',
    title: 'Cabin deck rebuilt for rental guests',
    category: 'Repair/Remodel',
    image: '/img/gallery/sevierville-cabin-deck-rebuild.svg',
    alt: 'Illustration of a log cabin on a hillside with a tall rebuilt deck on posts, a hot tub and mountains behind',
    description:
      'A sagging vacation-rental deck rebuilt between bookings: new footings and posts on the slope, framing sized for a hot tub, and composite boards that stand up to guest traffic.',
    location: 'Sevierville',
  },
  {
    slug: 'lenoir-city-lakeside-composite-deck',
    title: 'Lakeside deck on Fort Loudoun',
    category: 'Composite',
    image: '/img/gallery/lenoir-city-lakeside-composite-deck.svg',
    alt: 'Illustration of a light composite deck with slim railings overlooking a lake at sunset',
    description:
      'A light-colored composite deck that stays cooler in full afternoon sun, with slim aluminum balusters so the railing does not block the view across the lake.',
    location: 'Lenoir City',
  },
  {
    slug: 'oak-ridge-pressure-treated-deck',
    title: 'Wooded-lot deck with wide steps',
    category: 'Wood',
    image: '/img/gallery/oak-ridge-pressure-treated-deck.svg',
    alt: 'Illustration of a low pressure-treated wood deck with broad steps down to a lawn, surrounded by tall trees',
    description:
      'A low pressure-treated pine deck for a mid-century ranch, set around existing tree roots, with broad steps that double as seating and a stain chosen to weather evenly.',
    location: 'Oak Ridge',
  },
];

/**
 * An SVG is an illustration, not a photo of the project: the gallery says so
 * in its captions, and `npm run check:launch` lists it as a stand-in until a
 * photo of the real deck replaces it (same name, .jpg).
 */
export const isIllustration = (item: Pick<GalleryItem, 'image'>): boolean => item.image.endsWith('.svg');
