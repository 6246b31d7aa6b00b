/**
 * The student-life gallery. The pictures are illustrations drawn by
 * scripts/make-catalogue-images.mjs (public/images/gallery/{n}.webp and {n}-thumb.webp), not
 * photographs: each caption says so and describes a typical scene, never an event of ours or
 * students we placed (those need real photographs, with the people's consent).
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
    title: 'Illustration: a pre-departure briefing',
    description:
      'A drawing of what a briefing before departure covers: the journey, the first weeks abroad and the rules for practising in India.',
    alt: 'Illustration: students listening to a counsellor who points at a world map with a flight path at a pre-departure orientation',
    width: 1200,
    height: 800,
  },
  {
    id: 'g2',
    type: 'image',
    thumbnail: '/images/gallery/2-thumb.webp',
    fullSize: '/images/gallery/2.webp',
    title: 'Illustration: leaving for the first year',
    description: 'A drawing of students setting off for their first academic year abroad.',
    alt: 'Illustration: four students with suitcases and backpacks at an airport departure gate, a plane outside the window',
    width: 1200,
    height: 800,
  },
  {
    id: 'g3',
    type: 'image',
    thumbnail: '/images/gallery/3-thumb.webp',
    fullSize: '/images/gallery/3.webp',
    title: 'Illustration: an anatomy practical',
    description: 'A drawing of a first-year anatomy class with models, charts and small groups.',
    alt: 'Illustration: students in white coats around a table with an anatomical torso model, a teacher pointing and a skeleton on a stand',
    width: 1200,
    height: 800,
  },
  {
    id: 'g4',
    type: 'image',
    thumbnail: '/images/gallery/4-thumb.webp',
    fullSize: '/images/gallery/4.webp',
    title: 'Illustration: a hostel room',
    description: 'A drawing of a shared hostel room, with a desk for evening study.',
    alt: 'Illustration: a hostel room with two beds, a shelf of books and a student studying at a desk by a window with a snowy view',
    width: 1200,
    height: 800,
  },
  {
    id: 'g5',
    type: 'image',
    thumbnail: '/images/gallery/5-thumb.webp',
    fullSize: '/images/gallery/5.webp',
    title: 'Illustration: a graduation',
    description: 'A drawing of a graduation ceremony at the end of a medical degree.',
    alt: 'Illustration: graduates in gowns and caps on a stage, two of them throwing their caps in the air among confetti',
    width: 1200,
    height: 800,
  },
  {
    id: 'g6',
    type: 'image',
    thumbnail: '/images/gallery/6-thumb.webp',
    fullSize: '/images/gallery/6.webp',
    title: 'Illustration: a clinical skills lab',
    description:
      'A drawing of students practising examinations on a mannequin before they meet patients.',
    alt: 'Illustration: students with stethoscopes around a hospital bed with a training mannequin and a heart monitor',
    width: 1200,
    height: 800,
  },
  {
    id: 'g7',
    type: 'image',
    thumbnail: '/images/gallery/7-thumb.webp',
    fullSize: '/images/gallery/7.webp',
    title: 'Illustration: a counselling conversation',
    description:
      'A drawing of a student and a parent going through universities, costs and documents with a counsellor.',
    alt: 'Illustration: a counsellor at a desk with a laptop talking with a student and a parent seated across from her',
    width: 1200,
    height: 800,
  },
  {
    id: 'g8',
    type: 'image',
    thumbnail: '/images/gallery/8-thumb.webp',
    fullSize: '/images/gallery/8.webp',
    title: 'Illustration: a library reading room',
    description: 'A drawing of a quiet reading room for study between lectures.',
    alt: 'Illustration: students reading at a long table with green lamps in front of tall bookshelves',
    width: 1200,
    height: 800,
  },
  {
    id: 'g9',
    type: 'image',
    thumbnail: '/images/gallery/9-thumb.webp',
    fullSize: '/images/gallery/9.webp',
    title: 'Illustration: a campus in winter',
    description:
      'A drawing of a snowy campus: winters are long and cold in several destinations, so warm clothes go on the packing list.',
    alt: 'Illustration: students in coats, scarves and woolly hats walking through a snowy campus in front of a university building',
    width: 1200,
    height: 800,
  },
  {
    id: 'g10',
    type: 'image',
    thumbnail: '/images/gallery/10-thumb.webp',
    fullSize: '/images/gallery/10.webp',
    title: 'Illustration: a meal at an Indian mess',
    description: 'A drawing of a home-style meal of dal, rice, roti and sabzi at an Indian mess.',
    alt: 'Illustration: a steel thali with dal, sabzi, curd, rice, rotis and pickle on a canteen table, with two students eating behind it',
    width: 1200,
    height: 800,
  },
  {
    id: 'g11',
    type: 'image',
    thumbnail: '/images/gallery/11-thumb.webp',
    fullSize: '/images/gallery/11.webp',
    title: 'Illustration: a white-coat ceremony',
    description:
      'A drawing of new students receiving their white coats at the start of their studies.',
    alt: 'Illustration: a professor holding out a white coat to a student on stage, with classmates in white coats and an audience watching',
    width: 1200,
    height: 800,
  },
]
