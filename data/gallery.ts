/**
 * The student-life gallery. The pictures are illustrations drawn by
 * scripts/make-catalogue-images.mjs (public/images/gallery/{n}.webp and {n}-thumb.webp).
 */
export type GalleryItem = {
  id: string
  type: 'image'
  thumbnail: string
  fullSize: string
  title: string
  description: string
  alt: string
  width: number
  height: number
}

export const galleryItems: readonly GalleryItem[] = [
  {
    id: 'g1',
    type: 'image',
    thumbnail: '/images/gallery/1-thumb.webp',
    fullSize: '/images/gallery/1.webp',
    title: 'Pre-departure orientation',
    description:
      'Students and parents hear about the journey, the first weeks abroad and the rules for practising in India.',
    alt: 'Illustration: students listening to a counsellor who points at a world map with a flight path at a pre-departure orientation',
    width: 1200,
    height: 800,
  },
  {
    id: 'g2',
    type: 'image',
    thumbnail: '/images/gallery/2-thumb.webp',
    fullSize: '/images/gallery/2.webp',
    title: 'At the departure gate',
    description: 'Students set off for the start of their first academic year abroad.',
    alt: 'Illustration: four students with suitcases and backpacks at an airport departure gate, a plane outside the window',
    width: 1200,
    height: 800,
  },
  {
    id: 'g3',
    type: 'image',
    thumbnail: '/images/gallery/3-thumb.webp',
    fullSize: '/images/gallery/3.webp',
    title: 'Anatomy practical',
    description: 'First-year anatomy is taught with models, charts and small-group practicals.',
    alt: 'Illustration: students in white coats around a table with an anatomical torso model, a teacher pointing and a skeleton on a stand',
    width: 1200,
    height: 800,
  },
  {
    id: 'g4',
    type: 'image',
    thumbnail: '/images/gallery/4-thumb.webp',
    fullSize: '/images/gallery/4.webp',
    title: 'Hostel room',
    description: 'A shared room in a university hostel, with a desk for evening study.',
    alt: 'Illustration: a hostel room with two beds, a shelf of books and a student studying at a desk by a window with a snowy view',
    width: 1200,
    height: 800,
  },
  {
    id: 'g5',
    type: 'image',
    thumbnail: '/images/gallery/5-thumb.webp',
    fullSize: '/images/gallery/5.webp',
    title: 'Graduation day',
    description: 'Graduates celebrate the end of their medical degree.',
    alt: 'Illustration: graduates in gowns and caps on a stage, two of them throwing their caps in the air among confetti',
    width: 1200,
    height: 800,
  },
  {
    id: 'g6',
    type: 'image',
    thumbnail: '/images/gallery/6-thumb.webp',
    fullSize: '/images/gallery/6.webp',
    title: 'Clinical skills lab',
    description: 'Students practise examinations on a mannequin before they examine patients.',
    alt: 'Illustration: students with stethoscopes around a hospital bed with a training mannequin and a heart monitor',
    width: 1200,
    height: 800,
  },
  {
    id: 'g7',
    type: 'image',
    thumbnail: '/images/gallery/7-thumb.webp',
    fullSize: '/images/gallery/7.webp',
    title: 'Counselling session',
    description:
      'A student and a parent go through universities, costs and documents with a counsellor.',
    alt: 'Illustration: a counsellor at a desk with a laptop talking with a student and a parent seated across from her',
    width: 1200,
    height: 800,
  },
  {
    id: 'g8',
    type: 'image',
    thumbnail: '/images/gallery/8-thumb.webp',
    fullSize: '/images/gallery/8.webp',
    title: 'Library reading room',
    description: 'A quiet reading room for study between lectures.',
    alt: 'Illustration: students reading at a long table with green lamps in front of tall bookshelves',
    width: 1200,
    height: 800,
  },
  {
    id: 'g9',
    type: 'image',
    thumbnail: '/images/gallery/9-thumb.webp',
    fullSize: '/images/gallery/9.webp',
    title: 'Campus in winter',
    description:
      'Winters are long and cold in several destinations, so warm clothes go on the packing list.',
    alt: 'Illustration: students in coats, scarves and woolly hats walking through a snowy campus in front of a university building',
    width: 1200,
    height: 800,
  },
  {
    id: 'g10',
    type: 'image',
    thumbnail: '/images/gallery/10-thumb.webp',
    fullSize: '/images/gallery/10.webp',
    title: 'Indian mess',
    description: 'A home-style meal of dal, rice, roti and sabzi at an Indian mess.',
    alt: 'Illustration: a steel thali with dal, sabzi, curd, rice, rotis and pickle on a canteen table, with two students eating behind it',
    width: 1200,
    height: 800,
  },
  {
    id: 'g11',
    type: 'image',
    thumbnail: '/images/gallery/11-thumb.webp',
    fullSize: '/images/gallery/11.webp',
    title: 'White-coat ceremony',
    description: 'New students receive their white coats at the start of their medical studies.',
    alt: 'Illustration: a professor holding out a white coat to a student on stage, with classmates in white coats and an audience watching',
    width: 1200,
    height: 800,
  },
]
