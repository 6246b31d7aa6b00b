import type { CatalogueUniversity } from './types'

export const russiaUniversities: readonly CatalogueUniversity[] = [
  {
    id: 1,
    name: 'Altai State Medical University',
    country: 'russia',
    city: 'Barnaul',
    established: '1954',
    description:
      'Altai State Medical University is a state medical university in Barnaul, in the Altai Krai region of western Siberia, founded in 1954 as the Altai State Medical Institute. It trains doctors, dentists, paediatricians and pharmacists, and teaches General Medicine to international students with English as the medium of instruction. Clinical training takes place at hospitals in Barnaul.',
    category: 'Government',
    tuitionFee: { amount: 4500, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium General Medicine',
      '6-year Specialist degree course',
      'State university founded in 1954',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Paediatrics', 'Pharmacy', 'Preventive Medicine'],
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://www.asmu.ru',
    fmgl: {},
    image: '/images/universities/1.webp',
  },
  {
    id: 2,
    name: 'Bashkir State Medical University',
    country: 'russia',
    city: 'Ufa',
    established: '1932',
    description:
      "Bashkir State Medical University is a state medical university in Ufa, the capital of the Republic of Bashkortostan, founded in 1932. It teaches General Medicine, dentistry, paediatrics, pharmacy and other programmes. Its own admission page says that its licence binds it to teach medicine in Russian, and that international students on the English-medium course are taught in English for the first three years only. Clinical training uses the university's own clinic and hospitals in Ufa.",
    category: 'Government',
    language: 'English for the first 3 years, then Russian',
    tuitionFee: { amount: 4700, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English for years 1-3 only',
      'Own university clinic',
      'State university founded in 1932',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Paediatrics', 'Pharmacy', 'Preventive Medicine', 'Nursing'],
    additionalExpenses:
      'Hostel: about $400-800 a year\nFood: about $1,200-1,800 a year\nMedical insurance (compulsory): about $100-250 a year\nVisa extension and migration registration: about $50-150 a year',
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://bashgmu.ru',
    fmgl: {
      englishMedium: {
        status: 'not_met',
        note: "The university's admission page says its licence binds it to teach medicine in Russian only, and that the English-medium course is taught in English for the first three years. FMGL asks for English throughout, so the course does not meet it unless the university shows in writing that every year is taught in English.",
        checkedOn: '2026-12-07',
        source:
          'Bashkir State Medical University: Application Process (bashgmu.ru/en/admission/application-process.php, undated page)',
      },
    },
    image: '/images/universities/2.webp',
  },
  {
    id: 3,
    name: 'Mari State University',
    country: 'russia',
    city: 'Yoshkar-Ola',
    established: '1972',
    description:
      'Mari State University is a state multi-faculty university in Yoshkar-Ola, the capital of the Mari El Republic, founded in 1972. Its Institute of Medicine and Natural Sciences teaches General Medicine, with English as the medium of instruction for international students. It is a classical university rather than a specialised medical university, and clinical training takes place at hospitals in Yoshkar-Ola.',
    category: 'Government',
    tuitionFee: { amount: 4500, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium General Medicine',
      'Dedicated medical institute',
      'Multi-faculty state university',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Sports Complex',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Biology', 'Chemistry', 'Law', 'Economics', 'Teacher Education'],
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://marsu.ru',
    fmgl: {},
    image: '/images/universities/3.webp',
  },
  {
    id: 4,
    name: 'Kazan Federal University',
    country: 'russia',
    city: 'Kazan',
    established: '1804',
    description:
      "Kazan Federal University, founded in 1804, is one of Russia's oldest universities and one of its federal universities. Its Institute of Fundamental Medicine and Biology teaches General Medicine, including a programme for international students with English as the medium of instruction. Clinical training uses the KFU University Clinic and hospitals in Kazan.",
    category: 'Government',
    tuitionFee: { amount: 6800, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'Institute of Fundamental Medicine',
      'English-medium General Medicine',
      'KFU University Clinic',
      'Large multi-faculty university',
    ],
    facilities: [
      'Library',
      'Modern Laboratories',
      'Research Center',
      'Hospital',
      'Simulation Centers',
      'Student Dormitories',
      'Sports Complex',
      'Digital Library',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Medical Biochemistry', 'Biology'],
    additionalExpenses:
      'Hostel: about $400-900 a year\nFood: about $1,200-1,800 a year\nMedical insurance (compulsory): about $100-250 a year\nVisa extension and migration registration: about $50-150 a year',
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, Kazan Federal University has student dormitories, including rooms for international students. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://kpfu.ru',
    fmgl: {},
    image: '/images/universities/4.webp',
  },
  {
    id: 5,
    name: 'Kazan State Medical University',
    country: 'russia',
    city: 'Kazan',
    established: '1814',
    description:
      'Kazan State Medical University is a state medical university in Kazan, the capital of the Republic of Tatarstan. It traces its history to the medical faculty of Kazan University, opened in 1814, and has been a separate institution since 1930. It teaches General Medicine to international students with English as the medium of instruction, alongside dentistry, paediatrics, pharmacy and other programmes.',
    category: 'Government',
    tuitionFee: { amount: 6000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium General Medicine',
      'Medical school dating from 1814',
      'Indian students on campus',
      'Training in Kazan hospitals',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Paediatrics', 'Pharmacy', 'Preventive Medicine'],
    additionalExpenses:
      'Hostel: about $400-900 a year\nFood: about $1,200-1,800 a year\nMedical insurance (compulsory): about $100-250 a year\nVisa extension and migration registration: about $50-150 a year',
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://kazangmu.ru',
    fmgl: {},
    image: '/images/universities/5.webp',
  },
  {
    id: 6,
    name: 'Kursk State Medical University',
    country: 'russia',
    city: 'Kursk',
    established: '1935',
    description:
      'Kursk State Medical University is a state medical university in Kursk, in south-western Russia, founded in 1935. It has taught international students for decades and runs a General Medicine programme in English with a large group of Indian students. Clinical training takes place at hospitals in Kursk.',
    category: 'Government',
    tuitionFee: { amount: 5800, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium General Medicine',
      'Large Indian student community',
      'State university founded in 1935',
      'Training in Kursk hospitals',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Sports Complex',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: [
      'Dentistry',
      'Paediatrics',
      'Pharmacy',
      'Preventive Medicine',
      'Clinical Psychology',
    ],
    additionalExpenses:
      'Hostel: about $400-800 a year\nFood: about $1,200-1,800 a year\nMedical insurance (compulsory): about $100-250 a year\nVisa extension and migration registration: about $50-150 a year',
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://kurskmed.com',
    fmgl: {},
    image: '/images/universities/6.webp',
  },
  {
    id: 7,
    name: 'Orenburg State Medical University',
    country: 'russia',
    city: 'Orenburg',
    established: '1944',
    description:
      'Orenburg State Medical University is a state medical university in Orenburg, in southern Russia near the border with Kazakhstan, founded in 1944. It teaches General Medicine to international students with English as the medium of instruction, alongside paediatrics, dentistry, pharmacy and other programmes. Clinical training takes place at hospitals in Orenburg.',
    category: 'Government',
    tuitionFee: { amount: 4800, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium General Medicine',
      '6-year Specialist degree course',
      'State university founded in 1944',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Paediatrics', 'Pharmacy', 'Preventive Medicine'],
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://www.orgma.ru',
    fmgl: {},
    image: '/images/universities/7.webp',
  },
  {
    id: 8,
    name: 'Tver State Medical University',
    country: 'russia',
    city: 'Tver',
    established: '1936',
    description:
      'Tver State Medical University is a state medical university in Tver, on the railway between Moscow and Saint Petersburg, founded in 1936. It teaches General Medicine to international students with English as the medium of instruction, alongside dentistry, paediatrics and pharmacy. Clinical training takes place at hospitals in Tver.',
    category: 'Government',
    tuitionFee: { amount: 5200, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium General Medicine',
      'About 170 km from Moscow',
      'State university founded in 1936',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Paediatrics', 'Pharmacy'],
    additionalExpenses:
      'Hostel: about $400-800 a year\nFood: about $1,200-1,800 a year\nMedical insurance (compulsory): about $100-250 a year\nVisa extension and migration registration: about $50-150 a year',
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://tvgmu.ru',
    fmgl: {},
    image: '/images/universities/8.webp',
  },
  {
    id: 9,
    name: 'Volgograd State Medical University',
    country: 'russia',
    city: 'Volgograd',
    established: '1935',
    description:
      'Volgograd State Medical University is a state medical university in Volgograd, on the Volga River, founded in 1935 as the Stalingrad Medical Institute. It has admitted international students for many years and teaches General Medicine to them with English as the medium of instruction, alongside dentistry, paediatrics, pharmacy and other programmes. Clinical training takes place at hospitals in Volgograd.',
    category: 'Government',
    tuitionFee: { amount: 5500, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium General Medicine',
      'Long record with foreign students',
      'State university founded in 1935',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Sports Complex',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: [
      'Dentistry',
      'Paediatrics',
      'Pharmacy',
      'Preventive Medicine',
      'Medical Biochemistry',
    ],
    additionalExpenses:
      'Hostel: about $400-800 a year\nFood: about $1,200-1,800 a year\nMedical insurance (compulsory): about $100-250 a year\nVisa extension and migration registration: about $50-150 a year',
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://www.volgmed.ru',
    fmgl: {},
    image: '/images/universities/9.webp',
  },
  {
    id: 10,
    name: 'Perm State Medical University named after Academician E. A. Wagner',
    country: 'russia',
    city: 'Perm',
    established: '1916',
    description:
      'Perm State Medical University named after Academician E. A. Wagner is a state medical university in Perm, in the western Urals. It traces its history to the medical faculty of Perm University, opened in 1916, and later became a separate medical institute. It teaches General Medicine to international students with English as the medium of instruction, alongside dentistry and paediatrics.',
    category: 'Government',
    tuitionFee: { amount: 5000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium General Medicine',
      'Medical school dating from 1916',
      '6-year Specialist degree course',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Paediatrics', 'Preventive Medicine'],
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://psma.ru',
    fmgl: {},
    image: '/images/universities/10.webp',
  },
  {
    id: 11,
    name: 'Smolensk State Medical University',
    country: 'russia',
    city: 'Smolensk',
    established: '1920',
    description:
      'Smolensk State Medical University is a state medical university in Smolensk, in western Russia near the border with Belarus, founded in 1920. It teaches General Medicine to international students with English as the medium of instruction, alongside dentistry, paediatrics and pharmacy. Clinical training takes place at hospitals in Smolensk.',
    category: 'Government',
    tuitionFee: { amount: 5300, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium General Medicine',
      'State university founded in 1920',
      'Indian students on campus',
      'Training in Smolensk hospitals',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Paediatrics', 'Pharmacy'],
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has hostels for international students; rooms are shared. Confirm availability and the current rent before you travel.',
      },
    ],
    website: 'https://smolgmu.ru',
    fmgl: {},
    image: '/images/universities/11.webp',
  },
]
