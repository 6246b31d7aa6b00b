import type { CatalogueUniversity } from './types'

export const kazakhstanUniversities: readonly CatalogueUniversity[] = [
  {
    id: 23,
    name: 'Asfendiyarov Kazakh National Medical University',
    country: 'kazakhstan',
    city: 'Almaty',
    established: '1930',
    description:
      "Asfendiyarov Kazakh National Medical University (KazNMU) in Almaty is Kazakhstan's oldest medical university, founded in 1930. It is state-owned and trains doctors, dentists, pharmacists and public-health specialists. Foreign students can take the Medicine programme in English, with clinical training in Almaty hospitals.",
    category: 'Government',
    tuitionFee: { amount: 5000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      "Kazakhstan's oldest medical university",
      'English-medium Medicine programme',
      'Own university clinic',
      'In Almaty (the largest city)',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Hostel',
      'Simulation Centers',
      'Sports Complex',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Pharmacy', 'Public Health', 'Nursing'],
    eligibility:
      'Passport valid for at least 18 months\nEntrance test or interview set by the university',
    intakes:
      'Classes start in September. Apply by June or July so that the interview, invitation and visa are done before the term.',
    faq: [
      {
        question: 'Is the course taught in English?',
        answer:
          'Lectures and exams are in English. In the clinical years students talk to patients in Kazakh or Russian, so language classes matter.',
      },
      {
        question: 'How long is the course?',
        answer:
          'Admission guides say five years of study followed by an internship, but we could not read on the university’s own pages how long the programme and the internship are for a 2027 entrant, or whether a foreign graduate does the internship at KazNMU. Ask the university for both in writing.',
      },
    ],
    website: 'https://kaznmu.edu.kz',
    fmgl: {},
    image: '/images/universities/23.webp',
  },
  {
    id: 24,
    name: 'Astana Medical University',
    country: 'kazakhstan',
    city: 'Astana',
    established: '1964',
    description:
      'Astana Medical University in the capital was founded in 1964 as the Tselinograd State Medical Institute and became a university in 2009. It is a state-owned joint-stock company under the Ministry of Healthcare. Foreign students study Medicine in English, with clinical training in Astana hospitals.',
    category: 'Government',
    tuitionFee: { amount: 4500, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      "In Kazakhstan's capital city",
      'English-medium Medicine programme',
      'State-owned university',
      'Clinical training in city hospitals',
    ],
    facilities: ['Library', 'Laboratory', 'Clinical Facilities', 'Hostel', 'Simulation Centers'],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Pharmacy', 'Public Health', 'Nursing'],
    eligibility:
      'Passport valid for at least 18 months\nAny entrance test or interview the university sets',
    intakes:
      'Classes start in September. Apply by June or July to leave time for the invitation and student visa.',
    faq: [
      {
        question: 'Is the course taught in English?',
        answer:
          'Teaching is in English, but Kazakh or Russian is needed with patients in the clinical years.',
      },
      {
        question: 'How cold is Astana?',
        answer:
          'Astana has long, very cold winters, often below minus 20 degrees Celsius. Students need proper winter clothing.',
      },
    ],
    website: 'https://amu.edu.kz',
    fmgl: {},
    image: '/images/universities/24.webp',
  },
  {
    id: 25,
    name: 'Karaganda Medical University',
    country: 'kazakhstan',
    city: 'Karaganda',
    established: '1950',
    description:
      'Karaganda Medical University was founded in 1950 as the Karaganda State Medical Institute and received research-university status in 2019. It is a state-owned non-commercial joint-stock company. Foreign students, many from India, take the Medicine programme in English.',
    category: 'Government',
    tuitionFee: { amount: 4600, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'Research-university status since 2019',
      'English-medium Medicine programme',
      'Admissions contact office in India',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Simulation Centers',
      'Research Center',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Pharmacy', 'Public Health', 'Nursing'],
    eligibility:
      'Passport valid for at least 18 months\nEntrance exam and interview held by the admission committee',
    intakes:
      'Classes start in September. For 2023-24 the university accepted documents until early August; apply by June or July.',
    faq: [
      {
        question: 'Is the course taught in English?',
        answer:
          'Teaching is in English; Kazakh or Russian is needed for patient contact in the clinical years.',
      },
      {
        question: 'Is there an entrance exam?',
        answer:
          'Yes. Foreign applicants are admitted on the results of an entrance exam and interview held by the admission committee.',
      },
    ],
    website: 'https://qmu.edu.kz',
    fmgl: {
      internship12MonthsSameInstitution: {
        status: 'contested',
        note: 'Karaganda admits its graduates to internship as a separate stage, by a competition commission, so a place at the same university after the degree is not assured. Ask in writing whether a foreign graduate is guaranteed one and for how long.',
        checkedOn: '2026-11-27',
        source:
          'Karaganda Medical University: admission policy (muk.qmu.kz) and enrolment rules for internship (qmu.kz), read 2026-11-27',
      },
    },
    image: '/images/universities/25.webp',
  },
  {
    id: 26,
    name: 'Semey Medical University',
    country: 'kazakhstan',
    city: 'Semey',
    established: '1952',
    description:
      "Semey Medical University was founded in 1952 as the Semipalatinsk State Medical Institute in north-east Kazakhstan. It began teaching foreign students in English in 1998 and has a dean's office for foreign students, most of them from India and Pakistan. It also has branches in Pavlodar and Ust-Kamenogorsk.",
    category: 'Government',
    tuitionFee: { amount: 4200, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'English teaching since 1998',
      "Dean's office for foreign students",
      'Indian students on campus',
      'University hospital for training',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Pharmacy', 'Public Health', 'Nursing'],
    eligibility:
      'Passport valid for at least 18 months\nInterview in English with biology and chemistry questions (can be online)',
    intakes:
      'Classes start in September. The university has accepted foreign applications in early to mid August; apply by June or July to leave time for the visa.',
    faq: [
      {
        question: 'Is there an entrance exam?',
        answer:
          'Yes, an interview in English with biology and chemistry questions and an English check. It can be taken online.',
      },
      {
        question: 'Which campus will my child study at?',
        answer:
          'The main campus is in Semey; the university also has branches in Pavlodar and Ust-Kamenogorsk. Confirm the campus in the admission letter.',
      },
    ],
    website: 'https://smu.edu.kz',
    fmgl: {
      wholeCourseOneInstitution: {
        status: 'contested',
        note: 'The degree is taught at this university, but the internship is a separate stage after it and a place at the same university is not assured (see the internship item), while the FMGL rules want the course and the internship at one institution. Get in writing where the internship is done. The university also has branches in other cities: confirm the campus.',
        checkedOn: '2026-12-07',
        source:
          'West Kazakhstan Marat Ospanov Medical University, internship page (zkmu.edu.kz); Karaganda Medical University, admission policy (muk.qmu.kz), read 2026-11-27',
      },
    },
    image: '/images/universities/26.webp',
  },
  {
    id: 27,
    name: 'South Kazakhstan Medical Academy',
    country: 'kazakhstan',
    city: 'Shymkent',
    established: '1979',
    description:
      'South Kazakhstan Medical Academy (SKMA) in Shymkent grew out of a pharmaceutical institute and is now a joint-stock company that trains doctors, pharmacists and nurses. It has a large foreign-student body, mainly from India. Shymkent is in the warmer south of Kazakhstan.',
    category: 'Private',
    tuitionFee: { amount: 3800, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'Indian students on campus',
      'English-medium Medicine programme',
      'Strong pharmacy tradition',
      'Milder climate in south Kazakhstan',
    ],
    facilities: ['Library', 'Laboratory', 'Clinical Facilities', 'Hostel', 'Indian Food'],
    hostelAvailable: true,
    coursesOffered: ['Pharmacy', 'Dentistry', 'Public Health', 'Nursing'],
    eligibility:
      'Passport valid for at least 18 months\nAny entrance test or interview the academy sets',
    faq: [
      {
        question: 'Is SKMA a government institution?',
        answer:
          'SKMA is a joint-stock company with a private founder, so we list it as private. It is licensed by Kazakhstan to train doctors.',
      },
      {
        question: 'Is the course taught in English?',
        answer:
          'Teaching is in English; Kazakh or Russian is needed with patients in the clinical years.',
      },
    ],
    website: 'https://skma.edu.kz',
    fmgl: {},
    image: '/images/universities/27.webp',
  },
  {
    id: 28,
    name: 'West Kazakhstan Marat Ospanov Medical University',
    country: 'kazakhstan',
    city: 'Aktobe',
    established: '1957',
    description:
      'West Kazakhstan Marat Ospanov Medical University in Aktobe was founded in 1957 as the Aktobe State Medical Institute. It is a state-owned university with its own medical centre, dental clinic and family-medicine clinic. Foreign students take the Medicine programme in English.',
    category: 'Government',
    tuitionFee: { amount: 4000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    duration:
      "5 years of study for the bachelor's in General Medicine, then a separate 2-year internship entered by grades and interview",
    recognition: ['WDOMS listed'],
    features: [
      'Own medical centre and clinics',
      'English-medium Medicine programme',
      'State-owned university',
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
    coursesOffered: ['Dentistry', 'Pharmacy', 'Public Health', 'Nursing'],
    eligibility:
      'Passport valid for at least 18 months\nEntrance examination set by the university',
    faq: [
      {
        question: 'Is the course taught in English?',
        answer:
          'Teaching is in English; Kazakh or Russian is needed with patients in the clinical years.',
      },
      {
        question: 'Does the university have its own clinics?',
        answer:
          'Yes, a medical centre, a dental clinic and a family-medicine clinic, besides city hospitals used for training.',
      },
    ],
    website: 'https://zkmu.edu.kz',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "The university describes a 5-year bachelor's in General Medicine (60 months of study), above the 54-month minimum; the internship comes after it.",
        checkedOn: '2026-11-27',
        source:
          'West Kazakhstan Marat Ospanov Medical University: internship page (zkmu.edu.kz), read 2026-11-27',
      },
      internship12MonthsSameInstitution: {
        status: 'contested',
        note: "The university's internship is a separate 2-year stage after the bachelor's, entered by grades and interview, so a place at the same university is not assured. Ask in writing whether a foreign graduate is guaranteed one.",
        checkedOn: '2026-11-27',
        source:
          'West Kazakhstan Marat Ospanov Medical University: internship page (zkmu.edu.kz), read 2026-11-27',
      },
    },
    image: '/images/universities/28.webp',
  },
]

export const kyrgyzstanUniversities: readonly CatalogueUniversity[] = [
  {
    id: 29,
    name: 'I. K. Akhunbaev Kyrgyz State Medical Academy',
    country: 'kyrgyzstan',
    city: 'Bishkek',
    established: '1939',
    description:
      "The I. K. Akhunbaev Kyrgyz State Medical Academy (KSMA) in Bishkek was founded in 1939 and is Kyrgyzstan's main state medical school. Its English-medium General Medicine faculty opened in 2001. Graduates receive the qualification of doctor in General Medicine.",
    category: 'Government',
    tuitionFee: { amount: 4000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      "Kyrgyzstan's main state medical school",
      'English faculty since 2001',
      'In the capital Bishkek',
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
    coursesOffered: [
      'Paediatrics',
      'Dentistry',
      'Pharmacy',
      'Medical and Preventive Care',
      'Nursing',
    ],
    eligibility:
      'Passport valid for at least 18 months\nWorking English is expected before joining the English programme',
    faq: [
      {
        question: 'Is the course taught in English?',
        answer:
          'Yes, but Russian or Kyrgyz is needed to talk to patients, so language classes are part of the course.',
      },
      {
        question: 'Is Bishkek safe for Indian students?',
        answer:
          "After mob attacks on foreign students in May 2024 the Indian Embassy issued advisories and later said the situation was normal. Check the embassy's current advice.",
      },
    ],
    website: 'https://kgma.kg',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: 'KSMA lists English General Medicine as 5 years (60 months) of study, above the 54-month minimum.',
        checkedOn: '2026-12-07',
        source:
          'I. K. Akhunbaev Kyrgyz State Medical Academy, International Applicants (kgma.kg/index.php/en/entrant/international-applicants): General Medicine in English, 5 years',
      },
    },
    image: '/images/universities/29.webp',
  },
  {
    id: 30,
    name: 'Osh State University',
    country: 'kyrgyzstan',
    city: 'Osh',
    established: '1939',
    description:
      "Osh State University is a large public university in southern Kyrgyzstan; it traces its history to a teachers' institute opened in 1939 and became a university in 1992. Its medical faculty admitted its first students in 1993, and the International Medical Faculty for foreign students was set up in 2015. Most foreign students come from India and Pakistan.",
    category: 'Government',
    tuitionFee: { amount: 3300, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'Public university in Osh',
      'International Medical Faculty',
      'Medical faculty since 1993',
      'Large Indian student community',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Clinical Facilities',
      'Hostel',
      'Indian Food',
      'Cafeteria',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Law', 'Economics', 'Engineering', 'Teacher education'],
    eligibility: 'Passport valid for at least 18 months',
    faq: [
      {
        question: 'Is the course taught in English?',
        answer:
          'Teaching is in English; Russian or Kyrgyz is needed with patients in the clinical years.',
      },
    ],
    website: 'https://oshsu.kg',
    fmgl: {},
    image: '/images/universities/30.webp',
  },
  {
    id: 31,
    name: 'International Higher School of Medicine',
    country: 'kyrgyzstan',
    city: 'Bishkek',
    established: '2003',
    description:
      'The International Higher School of Medicine (IHSM) in Bishkek was set up in 2003 within the International University of Kyrgyzstan consortium and was formerly called the International School of Medicine. It is a private school teaching General Medicine in English, mainly to students from South Asia. It also runs residency, master and PhD programmes.',
    category: 'Private',
    tuitionFee: { amount: 3900, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    duration: '5 years (10 semesters, English-medium; internship year to be confirmed)',
    language: 'English (Russian compulsory in the first 3 years for clinical practice)',
    recognition: ['WDOMS listed'],
    features: [
      'English-medium MD programme',
      'Integrated modular curriculum',
      'Russian taught for patient contact',
      'In the capital Bishkek',
    ],
    facilities: ['Library', 'Laboratory', 'Clinical Facilities', 'Hostel', 'Indian Food'],
    hostelAvailable: true,
    coursesOffered: ['Clinical residency', 'Master of Public Health', 'PhD programmes'],
    eligibility: 'Passport valid for at least 18 months\nEntrance tests set by the school',
    faq: [
      {
        question: 'Is this the same as the International School of Medicine (ISM)?',
        answer:
          'Yes. ISM of the International University of Kyrgyzstan now calls itself the International Higher School of Medicine. Check the name on the admission letter.',
      },
      {
        question: 'Is Bishkek safe for Indian students?',
        answer:
          "After mob attacks on foreign students in May 2024 the Indian Embassy issued advisories and later said the situation was normal. Check the embassy's current advice.",
      },
    ],
    website: 'https://ism.edu.kg',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: 'IHSM describes its English General Medicine programme as 5 years (10 semesters, 60 months), above the 54-month minimum.',
        checkedOn: '2026-12-07',
        source:
          'International Higher School of Medicine, General Medicine programme (ism.edu.kg/?page_id=1703): 5 years, ten semesters',
      },
    },
    image: '/images/universities/31.webp',
  },
  {
    id: 32,
    name: 'Jalal-Abad State University',
    country: 'kyrgyzstan',
    city: 'Jalal-Abad',
    established: '1993',
    description:
      'Jalal-Abad State University (JASU) was founded by presidential decree in 1993 as a state university in southern Kyrgyzstan. Besides education, engineering and agriculture, it has a medical faculty that teaches General Medicine to foreign students in English.',
    category: 'Government',
    tuitionFee: { amount: 3000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: [],
    features: [
      'State university founded in 1993',
      'English-medium General Medicine',
      'Campus in southern Kyrgyzstan',
    ],
    facilities: ['Library', 'Laboratory', 'Clinical Facilities', 'Hostel', 'Indian Food'],
    hostelAvailable: true,
    coursesOffered: ['Teacher education', 'Engineering', 'Economics', 'Agricultural sciences'],
    eligibility:
      'Passport valid for at least 18 months\nEntrance exam or interview (can be online)',
    faq: [
      {
        question: 'Is there an entrance exam?',
        answer:
          "Yes. JASU's rules for foreign applicants require entrance exams, which may be an interview or a test, held in person or online.",
      },
    ],
    website: 'https://jagu.edu.kg',
    fmgl: {},
    image: '/images/universities/32.webp',
  },
]

export const uzbekistanUniversities: readonly CatalogueUniversity[] = [
  {
    id: 39,
    name: 'Andijan State Medical Institute',
    country: 'uzbekistan',
    city: 'Andijan',
    established: '1955',
    description:
      'Andijan State Medical Institute in the Fergana Valley was founded in 1955 and is a state medical institute of Uzbekistan. It has its own multidisciplinary clinic and a medical simulation centre. Foreign students study General Medicine in English.',
    category: 'Government',
    tuitionFee: { amount: 3500, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'State medical institute since 1955',
      'Own multidisciplinary clinic',
      'Medical simulation centre',
      'English-medium General Medicine',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Paediatrics', 'Dentistry', 'Pharmacy', 'Preventive Medicine', 'Nursing'],
    eligibility: 'Passport valid for at least 18 months\nAny interview or test the institute sets',
    faq: [
      {
        question: 'Does the institute have its own hospital?',
        answer:
          'Yes. The institute has its own multidisciplinary clinic, which the government has been expanding, plus city hospitals.',
      },
    ],
    website: 'https://adti.uz',
    fmgl: {},
    image: '/images/universities/39.webp',
  },
  {
    id: 40,
    name: 'Samarkand State Medical University',
    country: 'uzbekistan',
    city: 'Samarkand',
    established: '1930',
    description:
      'Samarkand State Medical University was founded in 1930 as the Uzbek State Medical Institute and became a university in April 2022. It is one of the oldest medical schools in Central Asia and has admitted Indian students since the 2020-21 academic year. Foreign students study General Medicine in English.',
    category: 'Government',
    tuitionFee: { amount: 3600, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'Founded in 1930',
      'University status since 2022',
      'Indian students since 2020-21',
      'Historic city of Samarkand',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Hostel',
      'Simulation Centers',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Paediatrics', 'Dentistry', 'Pharmacy', 'Preventive Medicine', 'Nursing'],
    eligibility: 'Passport valid for at least 18 months\nAny interview or test the university sets',
    faq: [
      {
        question: 'Is there a February intake?',
        answer:
          'Some agents advertise one. The main intake is September; get any other start date confirmed by the university in writing.',
      },
    ],
    website: 'https://sammu.uz',
    fmgl: {},
    image: '/images/universities/40.webp',
  },
  {
    id: 41,
    name: 'Tashkent State Medical University',
    country: 'uzbekistan',
    city: 'Tashkent',
    established: '1920',
    description:
      'Tashkent State Medical University was formed by presidential decree in April 2025 by merging the Tashkent Medical Academy with the Tashkent Pediatric Medical Institute and the Tashkent State Dental Institute. It traces its history to the medical faculty of Turkestan State University, founded in 1920. Foreign students, including Indians, study General Medicine in English.',
    category: 'Government',
    cautions: [
      {
        date: '2025-07-21',
        text: 'An NMC alert of 21 Jul 2025 names the Chirchik branch of Tashkent State Medical University. Your admission letter must be for the main campus in Tashkent, not the Chirchik branch.',
        source:
          'NMC alert of 21 Jul 2025, reported by The New Indian Express and Careers360 (21 Jul 2025)',
        url: null,
      },
    ],
    tuitionFee: { amount: 4000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      'Formerly Tashkent Medical Academy',
      'Medical teaching since 1920',
      'Own multidisciplinary clinic',
      'In the capital Tashkent',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Hostel',
      'Simulation Centers',
      'Research Center',
      'Indian Food',
    ],
    hostelAvailable: true,
    coursesOffered: ['Paediatrics', 'Dentistry', 'Preventive Medicine', 'Nursing'],
    eligibility: 'Passport valid for at least 18 months\nInterview conducted by the university',
    intakes:
      'Classes start in September. In 2025 the merger delayed the intake and selection was by interview from late August; apply early.',
    faq: [
      {
        question: 'Is this the same as Tashkent Medical Academy?',
        answer:
          'Yes. In 2025 Tashkent Medical Academy was merged with two other Tashkent institutes into Tashkent State Medical University. New students join TSMU.',
      },
    ],
    website: 'https://tma.uz',
    fmgl: {},
    image: '/images/universities/41.webp',
  },
]
