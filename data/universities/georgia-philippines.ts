import type { CatalogueUniversity } from './types'

export const georgiaUniversities: readonly CatalogueUniversity[] = [
  {
    id: 12,
    name: 'Batumi Shota Rustaveli State University',
    country: 'georgia',
    city: 'Batumi',
    established: '1935',
    description:
      "Batumi Shota Rustaveli State University is a public multi-faculty university in Batumi, on Georgia's Black Sea coast; it grew from a teachers' institute opened in 1935 and became a university in 1990. It runs a six-year English-language MD programme for international students. Clinical training takes place in partner hospitals in Batumi.",
    category: 'Government',
    cautions: [
      {
        date: '2025-12-04',
        text: 'Batumi Shota Rustaveli State University is a state university: Georgia announced that state universities are closed or capped for new foreign students from 2026-27. Ask the university in writing whether it admits foreign medical students for your intake.',
        source: 'OC Media and Georgia Today (3-4 Dec 2025)',
        url: null,
      },
    ],
    tuitionFee: { amount: 5000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium MD programme',
      'Public (state) university',
      'Coastal city of Batumi',
      'Lower fees than most Tbilisi schools',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Wi-Fi Campus',
      'Hostel',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Business and Economics', 'Law', 'Education', 'Natural Sciences', 'Tourism'],
    additionalExpenses:
      'Hostel or shared flat: about $1,500-2,800 a year\nFood: about $1,300-2,000 a year\nMedical insurance: about $200-400 a year\nResidence permit and document fees: about $150-300 a year',
    faq: [
      {
        question: 'Is the MD taught in English?',
        answer:
          'Yes. The international MD programme is taught in English. Patients in Batumi speak Georgian, so the course includes Georgian language classes to help with history-taking during clinical years.',
      },
      {
        question: 'Where will I live?',
        answer:
          'Most Indian students live in private hostels run by contractors, often with an Indian mess, or in shared flats. Batumi is usually cheaper to live in than Tbilisi. Ask for the hostel contract and its fees in writing before you travel.',
      },
    ],
    website: 'https://www.bsu.edu.ge',
    fmgl: {},
    image: '/images/universities/12.webp',
  },
  {
    id: 13,
    name: 'Tbilisi State Medical University',
    country: 'georgia',
    city: 'Tbilisi',
    established: '1918',
    description:
      "Tbilisi State Medical University (TSMU) is Georgia's main public medical university. It grew out of the Faculty of Medicine opened at Tbilisi State University in 1918, became a separate medical institute in 1930 and a university in 1992. International students take a six-year (360 ECTS) English-language MD programme, with clinical training in the university's own clinics and partner hospitals in Tbilisi. The MD is accredited by Georgia's National Center for Educational Quality Enhancement, an agency recognised by the World Federation for Medical Education.",
    category: 'Government',
    cautions: [
      {
        date: '2026-02-24',
        text: 'From 2026-27 foreign students at TSMU must stay within 5% of its admission quota, after Georgia closed or capped state universities to new foreign students. Get a written confirmation of your seat before paying.',
        source: 'TSMU rector (24 Feb 2026); OC Media and Georgia Today (3-4 Dec 2025)',
        url: null,
      },
    ],
    tuitionFee: { amount: 7500, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed', 'ECFMG eligible'],
    features: [
      'English-medium MD programme',
      "Georgia's main public medical school",
      'Own university clinics',
      'Medical teaching since 1918',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Research Center',
      'Clinical Facilities',
      'Hostel',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: [
      'Dentistry',
      'Pharmacy',
      'Public Health',
      'Physical Medicine and Rehabilitation',
      'Nursing',
    ],
    eligibility:
      "Passport valid for at least 18 months\nEnglish proficiency: IELTS/TOEFL or the university's own English test or interview\nTSMU may hold its own English or subject test or interview; check the current admission rules",
    intakes:
      "TSMU's academic year begins in September or early October; apply between May and August so that document recognition by the Ministry of Education and the visa are done in time.",
    faq: [
      {
        question: 'Is the TSMU MD taught fully in English?',
        answer:
          'Yes. The international MD is a separate English-language programme; TSMU also teaches medicine in Georgian to local students. Patients speak Georgian, so the course includes Georgian language classes and clinical tutors help with patient contact. Expect to learn enough Georgian to take a basic history.',
      },
      {
        question: 'Does the course include the 12-month internship that FMGL asks for?',
        answer:
          "The MD lasts six years and Georgia's Ministry of Education describes the sixth year as a mandatory clinical internship. India's NMC has not said whether this meets the FMGL rule of a 12-month internship at the same institution. Ask TSMU to state the internship's length and place in writing, and keep the letter.",
      },
      {
        question: 'Can I practise in India after graduating from TSMU?',
        answer:
          "Only if the course meets India's FMGL Regulations, 2021 (the checklist on this page) and you pass India's licensing exam (the FMGE question below). One point is open for Georgia: its graduates, local or foreign, may work as junior doctors, while independent practice needs residency and a state certification exam; whether the NMC accepts this as a licence on a par with citizens is not settled.",
      },
      {
        question: 'Does TSMU give hostel accommodation?',
        answer:
          'Most international students live in private hostels run by contractors, many with an Indian mess, or in rented flats near the campus. Ask TSMU whether it has a place in its own accommodation and get any hostel contract in writing.',
      },
    ],
    website: 'https://tsmu.edu',
    fmgl: {},
    image: '/images/universities/13.webp',
  },
  {
    id: 14,
    name: 'Caucasus University',
    country: 'georgia',
    city: 'Tbilisi',
    established: '2004',
    description:
      'Caucasus University is a private university in Tbilisi, established in 2004 on the basis of the Caucasus School of Business, which opened in 1998. Its Caucasus School of Medicine and Healthcare Management runs a six-year MD programme taught in English, alongside a Georgian-language MD and a master of public health. Clinical training is arranged with partner hospitals and clinics in Tbilisi.',
    category: 'Private',
    tuitionFee: { amount: 6000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium MD programme',
      'Private university in Tbilisi',
      'School of Medicine and Healthcare',
      'Multi-school university campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Wi-Fi Campus',
      'Hostel',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Public Health (Master)', 'Business', 'Law', 'Technology', 'Tourism'],
    eligibility:
      "Passport valid for at least 18 months\nEnglish proficiency: IELTS/TOEFL or the university's own English test or interview\nThe school may hold an online interview",
    faq: [
      {
        question: 'Is the MD taught in English?',
        answer:
          'Yes, the international MD is a separate English-language programme. Patients speak Georgian, so Georgian language classes are part of the course.',
      },
      {
        question: 'Does the university have its own hospital?',
        answer:
          'Caucasus University is a private multi-school university; clinical training is done in partner hospitals and clinics in Tbilisi. Ask for the list of hospitals used in the clinical years.',
      },
    ],
    website: 'https://www.cu.edu.ge',
    fmgl: {},
    image: '/images/universities/14.webp',
  },
  {
    id: 15,
    name: 'David Tvildiani Medical University',
    country: 'georgia',
    city: 'Tbilisi',
    established: '1989',
    description:
      'David Tvildiani Medical University is a private medical university in Tbilisi, founded in 1989 and teaching since 1992 as AIETI Medical School; it took its present name in 2011. Its six-year MD runs in three stages: basic sciences (2.5 years), clinical sciences (2.5 years) and a final year of clinical clerkship. The curriculum was built with the US licensing exams (USMLE) in mind.',
    category: 'Private',
    tuitionFee: { amount: 6500, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed', 'ECFMG eligible'],
    features: [
      'English-medium MD programme',
      'Specialised medical university',
      'Curriculum built around USMLE',
      'Final-year clinical clerkship',
      'Indian students on campus',
    ],
    facilities: ['Library', 'Laboratory', 'Clinical Facilities', 'Hostel', 'Indian Food'],
    hostelAvailable: true,
    coursesOffered: ['Public Health', 'PhD in Medicine and Biomedicine'],
    eligibility:
      "Passport valid for at least 18 months\nEnglish proficiency: IELTS/TOEFL or the university's own English test or interview\nDTMU may hold its own entrance test or interview; check the current rules",
    faq: [
      {
        question: 'Is the MD taught in English?',
        answer:
          'Yes. The international MD is taught in English with English textbooks; Georgian language classes help with patient contact in the clinical years.',
      },
      {
        question: 'What is the final year of the course?',
        answer:
          "The sixth year is a clinical clerkship in hospitals. Whether it counts as the 12-month internship in FMGL has not been confirmed by India's NMC; ask DTMU to describe it in writing.",
      },
    ],
    website: 'https://dtmu.edu.ge',
    fmgl: {},
    image: '/images/universities/15.webp',
  },
  {
    id: 16,
    name: 'Ivane Javakhishvili Tbilisi State University',
    country: 'georgia',
    city: 'Tbilisi',
    established: '1918',
    description:
      "Ivane Javakhishvili Tbilisi State University (TSU), founded in 1918, is Georgia's oldest and largest public university. Its Faculty of Medicine has taught a six-year English-language MD to international students, but under Georgia's 'one city, one faculty' reform of February 2026 TSU stops enrolling students in medicine (see the caution). Do not apply here for medicine unless the university confirms in writing that it is admitting you.",
    category: 'Government',
    admitting: false,
    cautions: [
      {
        date: '2026-02-13',
        text: "Under Georgia's 'one city, one faculty' reform of February 2026, Tbilisi State University stops enrolling students in medicine; only TSMU teaches medicine in Tbilisi. Do not apply here for 2026-27 without written confirmation.",
        source: 'The Messenger and Georgia Today (12-13 Feb 2026)',
        url: null,
      },
    ],
    tuitionFee: { amount: 6000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed', 'ECFMG eligible'],
    features: [
      'Medicine intake stopped (2026 reform)',
      "Georgia's oldest university (1918)",
      'Public (state) university',
      'Multi-faculty university in Tbilisi',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Research Center',
      'Clinical Facilities',
      'Hostel',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: [
      'Law',
      'Economics and Business',
      'Humanities',
      'Exact and Natural Sciences',
      'Social and Political Sciences',
    ],
    faq: [
      {
        question: 'Can I apply to TSU for medicine?',
        answer:
          "No. Under Georgia's reform of February 2026 TSU stops enrolling students in medicine (see the caution), so we take no applications for it. Its English-language MD was taught to international students, with Georgian language classes for work with patients. Tbilisi State Medical University is the university that teaches medicine in Tbilisi now.",
      },
      {
        question: 'Is there a university hostel?',
        answer:
          'Most Indian students live in private hostels run by contractors, often with an Indian mess, or in rented flats. Ask the university what accommodation it can offer and get any contract in writing.',
      },
    ],
    website: 'https://www.tsu.ge',
    fmgl: {},
    image: '/images/universities/16.webp',
  },
]

export const philippinesUniversities: readonly CatalogueUniversity[] = [
  {
    id: 17,
    name: 'Lyceum Northwestern University',
    country: 'philippines',
    city: 'Dagupan City',
    established: '1969',
    description:
      'Lyceum Northwestern University is a private university in Dagupan City, Pangasinan, that began in 1969 as a small nursing school and gained university status in 2001. Its medical school, the Dr. Francisco Q. Duque Medical Foundation College of Medicine, offers the Doctor of Medicine after a pre-medical BS. Clinical training takes place in hospitals in Dagupan City.',
    category: 'Private',
    tuitionFee: { amount: 4000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['CHED', 'WDOMS listed'],
    features: [
      'English-medium teaching',
      'Indian students on campus',
      'Indian mess available',
      'Smaller provincial city',
    ],
    facilities: ['Library', 'Laboratory', 'Clinical Facilities', 'Hostel', 'Indian Food'],
    hostelAvailable: true,
    coursesOffered: [
      'Nursing',
      'Dentistry',
      'Pharmacy',
      'Medical Technology',
      'Physical Therapy',
      'Optometry',
    ],
    faq: [
      {
        question: 'Is teaching in English?',
        answer:
          'Yes. English is an official language of the Philippines and lectures, books and exams are in English. Patients may speak Pangasinan, Ilocano or Filipino, so some local words help in clinics.',
      },
    ],
    website: 'https://www.lyceum.edu.ph',
    fmgl: {},
    image: '/images/universities/17.webp',
  },
  {
    id: 18,
    name: 'Davao Medical School Foundation',
    country: 'philippines',
    city: 'Davao City',
    established: '1976',
    description:
      'Davao Medical School Foundation (DMSF) was founded in 1976 as the first medical school in Mindanao, by a consortium that included Ateneo de Davao University and San Pedro College. It is a private school in Davao City with a large Indian student community. Indian students take a pre-medical BS and then the MD, which DMSF lengthened to 4.5 years for Indian nationals from 2022-23.',
    category: 'Private',
    tuitionFee: { amount: 4500, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    duration: 'About 6-6.5 years (BS pre-med + 4.5-year MD for Indian students)',
    recognition: ['CHED', 'WDOMS listed'],
    features: [
      'English-medium teaching',
      'First medical school in Mindanao',
      '4.5-year MD for Indian students',
      'Large Indian student community',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Simulation Centers',
      'Clinical Facilities',
      'Hostel',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Nursing'],
    faq: [
      {
        question: "Does DMSF's 4.5-year MD meet FMGL?",
        answer:
          "DMSF runs a 4.5-year (54-month) MD for Indian students, but NMC has not confirmed that it meets FMGL 2021. Get the MD's length and internship in writing before you enrol; the question on the BS + MD route below explains the risk.",
      },
      {
        question: 'Is teaching in English?',
        answer:
          'Yes, lectures, books and exams are in English. Patients in Davao often speak Cebuano or Filipino, so some local words help in clinics.',
      },
      {
        question: 'Is there a hostel with Indian food?',
        answer:
          'Hostels for Indian students with Indian cooking are available near the school, mostly run by private operators. Visit or ask for photos and the contract before paying.',
      },
    ],
    website: 'https://www.dmsf.edu.ph',
    fmgl: {
      duration54Months: {
        status: 'contested',
        note: 'DMSF says its MD runs 4.5 years for Indian students from 2022-23, but NMC does not count the BS and has not confirmed this MD meets FMGL.',
        checkedOn: '2026-11-22',
        source:
          'DMSF foreign students unit (dmsf.edu.ph/foreign-students-unit/); NMC notice of 22 Nov 2023 on the BS + MD route',
      },
    },
    image: '/images/universities/18.webp',
  },
  {
    id: 19,
    name: 'University of Perpetual Help System DALTA',
    country: 'philippines',
    city: 'Las Piñas',
    established: '1975',
    description:
      'The University of Perpetual Help System DALTA is a private university founded in Las Piñas, Metro Manila, in 1975 as Perpetual Help College of Rizal, with university status since 1997. Its JONELTA Foundation School of Medicine, opened in 1996, offers the Doctor of Medicine after a pre-medical BS. Students train at the university medical centre on the Las Piñas campus.',
    category: 'Private',
    tuitionFee: { amount: 4800, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['CHED', 'WDOMS listed'],
    features: [
      'English-medium teaching',
      'Own medical centre on campus',
      'Campus in Metro Manila',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Clinical Facilities',
      'Wi-Fi Campus',
      'Hostel',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: [
      'Dentistry',
      'Nursing',
      'Pharmacy',
      'Medical Technology',
      'Physical Therapy',
      'Radiologic Technology',
    ],
    faq: [
      {
        question: 'Does the university have its own hospital?',
        answer:
          'Yes, the University of Perpetual Help DALTA Medical Center is on the Las Piñas campus and is used for clinical training.',
      },
    ],
    website: 'https://www.perpetualdalta.edu.ph',
    fmgl: {},
    image: '/images/universities/19.webp',
  },
  {
    id: 20,
    name: 'Our Lady of Fatima University',
    country: 'philippines',
    city: 'Valenzuela',
    established: '1967',
    description:
      'Our Lady of Fatima University is a private university in Valenzuela City, Metro Manila, that grew from the Our Lady of Fatima Hospital opened in 1967; its College of Medicine took its first class in 1979 and the school became a university in 2002. It concentrates on health-science programmes and has several campuses. Indian students take a pre-medical BS before the Doctor of Medicine.',
    category: 'Private',
    tuitionFee: { amount: 5000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['CHED', 'WDOMS listed'],
    features: [
      'English-medium teaching',
      'Own university medical centre',
      'Health-science focused university',
      'Campus in Metro Manila',
    ],
    facilities: ['Library', 'Laboratory', 'Hospital', 'Clinical Facilities', 'Hostel'],
    hostelAvailable: true,
    coursesOffered: [
      'Nursing',
      'Dentistry',
      'Pharmacy',
      'Medical Technology',
      'Physical Therapy',
      'Veterinary Medicine',
    ],
    faq: [
      {
        question: 'Is teaching in English?',
        answer:
          'Yes, lectures, books and exams are in English. Patients usually speak Filipino, so some basic Filipino helps in clinics.',
      },
      {
        question: 'Where will I live?',
        answer:
          'Students usually live in dormitories or apartments near the Valenzuela campus, mostly run by private operators. Ask the university for its list of accredited housing.',
      },
    ],
    website: 'https://www.fatima.edu.ph',
    fmgl: {},
    image: '/images/universities/20.webp',
  },
  {
    id: 21,
    name: 'Southwestern University PHINMA',
    country: 'philippines',
    city: 'Cebu City',
    established: '1946',
    description:
      "Southwestern University PHINMA is a private university in Cebu City, founded in 1946 and part of the PHINMA Education network since 2015. Its medical school dates from the university's early years and trains students at the Southwestern University Medical Center. Indian students take a pre-medical BS before the Doctor of Medicine.",
    category: 'Private',
    tuitionFee: { amount: 4200, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['CHED', 'WDOMS listed'],
    features: [
      'English-medium teaching',
      'Own medical centre (SWUMed)',
      'Medical school since the 1940s',
      'Campus in Cebu City',
    ],
    facilities: ['Library', 'Laboratory', 'Hospital', 'Clinical Facilities', 'Hostel'],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Nursing', 'Pharmacy', 'Medical Technology'],
    faq: [
      {
        question: 'Is this the same as the Matias H. Aznar Memorial College of Medicine?',
        answer:
          'No. That college, once part of Southwestern University, now runs separately. Make sure your notice of acceptance is issued by Southwestern University PHINMA itself.',
      },
    ],
    website: 'https://swu.phinma.edu.ph',
    fmgl: {},
    image: '/images/universities/21.webp',
  },
  {
    id: 22,
    name: 'AMA School of Medicine',
    country: 'philippines',
    city: 'Makati',
    established: '2008',
    description:
      'AMA School of Medicine is a private medical school in Makati, Metro Manila, that belongs to the AMA Education System. It offers the Doctor of Medicine after a pre-medical BS. Its affiliate training hospital is Quirino Memorial Medical Center, a government hospital in Quezon City.',
    category: 'Private',
    tuitionFee: { amount: 4500, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['CHED', 'WDOMS listed'],
    features: [
      'English-medium teaching',
      'Government hospital for training',
      'Part of the AMA Education System',
      'Campus in Metro Manila',
    ],
    facilities: ['Library', 'Laboratory', 'Clinical Facilities', 'Hostel'],
    hostelAvailable: true,
    coursesOffered: ['Pre-medical BS (through AMA Education System)'],
    faq: [
      {
        question: 'Are the BS and the MD at the same institution?',
        answer:
          'The pre-medical BS is often taken at another AMA school rather than at AMA School of Medicine itself. FMGL asks for the whole course at one institution, so ask how this is documented.',
      },
      {
        question: 'Where is clinical training done?',
        answer:
          'Its affiliate training hospital is Quirino Memorial Medical Center in Quezon City, a Department of Health hospital, so expect to travel between campus and hospital.',
      },
    ],
    website: 'https://amaschoolofmedicine.org.ph',
    fmgl: {},
    image: '/images/universities/22.webp',
  },
]
