import type { CatalogueUniversity } from './types'

export const belarusUniversities: readonly CatalogueUniversity[] = [
  {
    id: 45,
    name: 'Belarusian State Medical University',
    country: 'belarus',
    city: 'Minsk',
    established: '1921',
    description:
      'Belarusian State Medical University (BSMU) in Minsk grew out of the medical faculty of Belarusian State University, founded in 1921. Foreign students take the six-year General Medicine course in English or Russian through its Medical Faculty for International Students. Clinical training uses hospitals and clinics across Minsk, where patients speak Russian or Belarusian.',
    category: 'Government',
    tuitionFee: { amount: 5000, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      '6-year General Medicine',
      'English or Russian medium',
      'Faculty for international students',
      'Preparatory department',
      'Clinical bases across Minsk',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Student Dormitories',
      'Simulation Centers',
      'Clinical Facilities',
      'Sports Complex',
      'Cafeteria',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Pharmacy', 'Paediatrics', 'Preventive Medicine'],
    admissionProcess:
      'Send scanned school certificates and passport to the university to request an invitation for study\nReceive the invitation and apply for a Belarusian study visa\nTravel to Minsk and submit notarised Russian translations of documents\nPass the interview in English, Chemistry and Biology\nSign the contract, pay the fee, complete the medical check and registration',
    intakes:
      'Classes start in September. In 2023 BSMU accepted foreign applications from 1 July to 15 October; apply by early summer to leave time for the visa.',
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has dormitories for international students; places are allocated by the university and availability varies.',
      },
    ],
    website: 'https://www.bsmu.by',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "General Medicine is 6 years per BSMU's published admission rules.",
        checkedOn: '2026-11-22',
        source:
          'Belarusian State Medical University, admission of foreign citizens (bsmu.by), read 2026-11-22',
      },
    },
    image: '/images/universities/45.webp',
  },
  {
    id: 46,
    name: 'Grodno State Medical University',
    country: 'belarus',
    city: 'Grodno',
    established: '1958',
    description:
      'Grodno State Medical University is a public medical university in Grodno, western Belarus, founded in 1958. Foreign students take the six-year General Medicine course in English or Russian at its Medical Faculty for International Students; the university has admitted foreign students since 1992.',
    category: 'Government',
    tuitionFee: { amount: 4900, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      '6-year General Medicine',
      'English or Russian medium',
      'Faculty for international students',
      'Foreign students since 1992',
      'Preparatory department',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Student Dormitories',
      'Clinical Facilities',
      'Sports Complex',
      'Cafeteria',
    ],
    hostelAvailable: true,
    coursesOffered: ['Paediatrics', 'Medical Diagnostics', 'Medical Psychology'],
    admissionProcess:
      'Send scanned school certificates and passport to the university to request an invitation for study\nReceive the invitation and apply for a Belarusian study visa\nTravel to Grodno and submit notarised Russian translations of documents\nPass the interview in English, Chemistry and Biology\nSign the contract, pay the fee, complete the medical check and registration',
    intakes:
      'Senior years start on 1 September; first-year students may join until mid-October. Apply by early summer to leave time for the invitation and visa.',
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, international students are offered places in the university dormitories, paid separately from tuition.',
      },
    ],
    website: 'https://www.grsmu.by',
    fmgl: {
      duration54Months: {
        status: 'unverified',
        note: "General Medicine is described as 6 years, but we have no page of the university's to cite here. Get the programme's length for your intake in writing.",
        checkedOn: null,
      },
    },
    image: '/images/universities/46.webp',
  },
  {
    id: 47,
    name: "Vitebsk State Order of Peoples' Friendship Medical University",
    country: 'belarus',
    city: 'Vitebsk',
    established: '1934',
    description:
      "Vitebsk State Order of Peoples' Friendship Medical University (VSMU) is a public medical university in Vitebsk, north-eastern Belarus, founded in 1934. It has taught foreign students since 1981 and offers General Medicine over six years in English or Russian, with the same curriculum in both.",
    category: 'Government',
    tuitionFee: { amount: 4800, currency: 'USD', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['WDOMS listed'],
    features: [
      '6-year General Medicine',
      'English or Russian medium',
      'Foreign students since 1981',
      'Entry tests: Biology and Chemistry',
      'Preparatory department',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Student Dormitories',
      'Clinical Facilities',
      'Sports Complex',
      'Cafeteria',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Pharmacy'],
    admissionProcess:
      'Send scanned school certificates and passport to the university to request an invitation for study\nReceive the invitation and apply for a Belarusian study visa\nTravel to Vitebsk and submit notarised Russian translations of documents\nPass the interview in English, Chemistry and Biology\nSign the contract, pay the fee, complete the medical check and registration',
    intakes:
      'The autumn semester starts in September. Applicants who sit the entrance tests apply from 1 July to 25 August; the invitation is sent by post, so apply early.',
    faq: [
      {
        question: 'How is the fee paid?',
        answer:
          'In US dollars by bank transfer, or in Belarusian roubles. First-year students pay half when signing the contract and the rest before 1 March; later years pay in two instalments. The university gives no scholarships to foreign students.',
      },
      {
        question: 'What does living cost?',
        answer:
          'The university estimates living costs, including food and transport, at about USD 300-500 a month, plus hostel, insurance, registration and winter clothing.',
      },
    ],
    website: 'https://www.vsmu.by',
    fmgl: {
      duration54Months: {
        status: 'unverified',
        note: "General Medicine is described as 6 years, but we have no page of the university's to cite here. Get the programme's length for your intake in writing.",
        checkedOn: null,
      },
    },
    image: '/images/universities/47.webp',
  },
]

export const bosniaUniversities: readonly CatalogueUniversity[] = [
  {
    id: 42,
    name: 'University of Sarajevo - Faculty of Medicine',
    country: 'bosnia',
    city: 'Sarajevo',
    established: '1949',
    description:
      'The Faculty of Medicine of the University of Sarajevo is a public medical school in Sarajevo, the capital of Bosnia and Herzegovina. Besides its programme in the local language, it runs the International Medical Degree Program, a six-year (360 ECTS) integrated medicine programme taught in English. Clinical teaching takes place at the Clinical Centre of the University of Sarajevo.',
    category: 'Government',
    tuitionFee: {
      amount: 12000,
      currency: 'BAM',
      unit: 'year',
      appliesTo: '2025/26',
      source: {
        title:
          'Faculty of Medicine, University of Sarajevo: enrolment notice 2025/26, International Medical Degree Program',
        url: 'https://mf.unsa.ba/en/studij/studiji-medicine/upis',
      },
      seenOn: '2026-11-22',
    },
    recognition: ['WDOMS listed'],
    features: [
      'English-taught medicine (IMDP)',
      '6-year programme of 360 ECTS',
      'Public university',
      'Fee paid in two instalments',
      'Interview-based selection',
    ],
    facilities: ['Library', 'Laboratory', 'Hospital', 'Clinical Facilities', 'Cafeteria'],
    hostelAvailable: false,
    coursesOffered: ['Dentistry', 'Pharmacy', 'Health Studies', 'Doctoral studies in Biomedicine'],
    faq: [
      {
        question: 'Is there a hostel?',
        answer:
          'We could not confirm hostel places for international students. Plan on renting privately in Sarajevo and ask the faculty about student housing.',
      },
    ],
    website: 'https://mf.unsa.ba',
    fmgl: {},
    image: '/images/universities/42.webp',
  },
]

export const bulgariaUniversities: readonly CatalogueUniversity[] = [
  {
    id: 43,
    name: 'Medical University - Pleven',
    country: 'bulgaria',
    city: 'Pleven',
    established: '1974',
    description:
      'Medical University - Pleven is a public medical university in northern Bulgaria, founded in 1974. In 1997 it became the first university in Bulgaria to teach medicine to foreign students entirely in English. Students train in its university hospitals, and the English-medium programme starts each February.',
    category: 'Government',
    tuitionFee: {
      amount: 8500,
      currency: 'EUR',
      unit: 'year',
      appliesTo: 'February 2024 intake',
      source: {
        title: 'Medical University Pleven: FAQ, specialty Medicine',
        url: 'https://mu-pleven.bg/index.php/en/admission/specialty-medicine/5547-faq',
      },
      seenOn: '2026-11-22',
    },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium medicine since 1997',
      'Programme starts in February',
      'Entry tests in Biology and Chemistry',
      'University in an EU member state',
      'Own university hospitals',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Hostel',
      'Sports Complex',
      'Cafeteria',
      'Clinical Facilities',
    ],
    hostelAvailable: true,
    coursesOffered: ['Pharmacy', 'Nursing', 'Midwifery', 'Public Health', 'Medical Rehabilitation'],
    faq: [
      {
        question: 'Is there an entrance exam?',
        answer:
          'Yes. All candidates sit entry tests in Biology and Chemistry, and the ranking combines these results with school grades in the same subjects.',
      },
    ],
    website: 'https://mu-pleven.bg',
    fmgl: {},
    image: '/images/universities/43.webp',
  },
]

export const malaysiaUniversities: readonly CatalogueUniversity[] = [
  {
    id: 33,
    name: 'Monash University Malaysia',
    country: 'malaysia',
    city: 'Bandar Sunway',
    established: '1998',
    description:
      "Monash University Malaysia is the Malaysian campus of Australia's Monash University, in Bandar Sunway, Selangor. Its Jeffrey Cheah School of Medicine and Health Sciences teaches the five-year Bachelor of Medical Science and Doctor of Medicine with the same selection criteria and assessments as the Australian campus. Years 1-2 are at Sunway and years 3-5 at the clinical school in Johor Bahru, centred on Sultanah Aminah Hospital.",
    category: 'Private',
    entranceRequirement:
      "NEET-UG qualification, the International Student Admissions Test (ISAT) and a multiple mini-interview (MMI) if shortlisted, plus the Malaysian Medical Council's entry requirements for Indian nationals.",
    tuitionFee: { amount: 140000, currency: 'MYR', unit: 'year', appliesTo: null, estimate: true },
    recognition: ['MMC', 'AMC accredited', 'WDOMS listed'],
    features: [
      'Curriculum matches Monash Australia',
      'Clinical school in Johor Bahru',
      'ISAT and interview selection',
      'English-medium MD programme',
      'Year-5 placement in Australia',
    ],
    facilities: [
      'Library',
      'Simulation Centers',
      'Modern Laboratories',
      'Clinical Facilities',
      'Student Dormitories',
      'Cafeteria',
      'Wi-Fi Campus',
      'Sports Complex',
    ],
    hostelAvailable: true,
    intake: ['February'],
    coursesOffered: ['Pharmacy', 'Biomedical Science', 'Psychology', 'Medical Science (Honours)'],
    admissionProcess:
      'Sit the ISAT (International Student Admissions Test) in one of its test windows\nApply online to Monash University Malaysia with Class 12 results and English test scores\nAttend the multiple mini-interview (MMI) if shortlisted\nAccept the offer and pay the deposit\nApply for the student pass through Education Malaysia Global Services (EMGS)\nTravel to Malaysia, complete the medical check and enrol',
    eligibility:
      'Passport valid for at least 12 months\nMonash also requires age 18 on the course start date\nHigh Class 12 marks with Chemistry and Biology; Monash sets its own minimum\nISAT score and multiple mini-interview (MMI)\nEnglish proficiency at the level Monash sets (e.g. IELTS Academic)\nMalaysian Medical Council minimum entry requirements, including those for Indian nationals',
    intakes:
      'The medicine course starts once a year, in February. The ISAT, applications and interviews run through the previous year, so start about 12 months ahead.',
    additionalExpenses:
      'Accommodation: about $2,500-4,500 a year\nFood and living: about $2,000-3,000 a year\nMedical insurance (required for international students): about $150-300 a year\nStudent pass and EMGS fees: about $300-500 in the first year\nService tax: 6% on tuition for international students since July 2025',
    faq: [
      {
        question: 'Is the course taught in English?',
        answer:
          'Yes. Teaching and exams are in English. Patients in Malaysian hospitals may speak Malay, Chinese or Tamil, and international students take a short compulsory Malay-language module.',
      },
    ],
    website: 'https://www.monash.edu.my',
    fmgl: {
      duration54Months: {
        status: 'unverified',
        note: "The MD is described as 5 years (60 months), but we have no page of Monash's to cite here. Get the course's length in writing.",
        checkedOn: null,
      },
      englishMedium: {
        status: 'unverified',
        note: "Teaching and assessment are described as in English, with a compulsory Malay-language module, but we have no page of Monash's to cite, and whether students must use Malay or another language with patients is not confirmed.",
        checkedOn: null,
      },
      wholeCourseOneInstitution: {
        status: 'contested',
        note: 'Monash teaches all five years in Malaysia (Sunway, then Johor Bahru), but year 5 can include a short placement in Australia, and FMGL allows no part of the course in another country. Get it in writing that you can complete every part in Malaysia.',
        checkedOn: '2026-12-07',
        source:
          'Monash University Handbook 2013, MBBS course 3856 at Sunway: students must be able to reside in Australia for a time in fifth year for placements (monash.edu)',
      },
    },
    image: '/images/universities/33.webp',
  },
  {
    id: 34,
    name: 'Newcastle University Medicine Malaysia (NUMed)',
    country: 'malaysia',
    city: 'Iskandar Puteri',
    established: '2009',
    description:
      'NUMed is the Malaysian branch campus of Newcastle University (UK), in EduCity, Iskandar Puteri, Johor. It teaches the five-year Newcastle MBBS in Malaysia, and graduates receive a Newcastle University degree. Clinical training takes place in government hospitals in Johor.',
    category: 'Private',
    entranceRequirement:
      "NEET-UG qualification, school results and an English test, and the Medical Student Interview if shortlisted, plus the Malaysian Medical Council's entry requirements for Indian nationals.",
    tuitionFee: {
      amount: 110000,
      currency: 'MYR',
      unit: 'year',
      appliesTo: null,
      source: {
        title:
          'Newcastle University Medicine Malaysia: fees and instalment dates for international MBBS students',
        url: 'https://www.ncl.ac.uk/numed/students/finance/instalment-dates/',
      },
      seenOn: '2026-11-22',
    },
    recognition: ['MMC', 'GMC-approved UK degree', 'WDOMS listed'],
    features: [
      'Newcastle University MBBS degree',
      'All five years in Malaysia',
      'Interview-based selection',
      'Clinical training in Johor',
      'English-medium MBBS',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Simulation Centers',
      'Clinical Facilities',
      'Student Dormitories',
      'Cafeteria',
      'Wi-Fi Campus',
    ],
    hostelAvailable: true,
    intake: ['September'],
    coursesOffered: ['Biomedical Sciences', 'Foundation in Biological and Biomedical Sciences'],
    admissionProcess:
      'Apply online to NUMed with Class 12 results (or forecast results) and English test scores\nAttend the Medical Student Interview if shortlisted\nAccept the offer and pay the RM20,000 deposit by the date in the offer letter\nApply for the student pass through Education Malaysia Global Services (EMGS)\nTravel to Johor, complete the occupational health check and enrol in September',
    eligibility:
      'Passport valid for at least 12 months\nNUMed also requires age 18 at enrolment\nCBSE/ISC: normally 85% in the best five subjects, including Biology, Chemistry and Physics or Mathematics\nMedical Student Interview\nEnglish proficiency at the level NUMed sets\nOccupational health check and immunisations after an offer',
    intakes:
      'The MBBS starts once a year, in September. Apply early in the year of entry; interviews and offers run through spring and summer.',
    additionalExpenses:
      'Accommodation: about $2,000-3,500 a year\nFood and living: about $2,000-3,000 a year\nMedical insurance (required for international students): about $150-300 a year\nStudent pass and EMGS fees: about $300-500 in the first year\nService tax: 6% on tuition for international students since July 2025',
    faq: [
      {
        question: 'Is the degree the same as a Newcastle UK degree?',
        answer:
          'Graduates receive the Newcastle University MBBS, a UK primary medical qualification, and the programme is approved by the UK General Medical Council. Working in the UK still involves separate registration and job applications.',
      },
    ],
    website: 'https://www.ncl.ac.uk/numed/',
    fmgl: {
      duration54Months: {
        status: 'unverified',
        note: "The MBBS is described as 5 years (60 months), but we have no page of NUMed's to cite here. Get the course's length in writing.",
        checkedOn: null,
      },
      englishMedium: {
        status: 'unverified',
        note: "Teaching and assessment are described as in English, with a compulsory Malay-language module, but we have no page of NUMed's to cite, and whether students must use Malay or another language with patients is not confirmed.",
        checkedOn: null,
      },
      wholeCourseOneInstitution: {
        status: 'unverified',
        note: "We know of no twinning or transfer arrangement, but we found no document of the university's that says so, so this is unverified: get in writing that every year, the clinical years included, is taught by this university. Confirm too that no part of the course must be taken in the UK.",
        checkedOn: null,
      },
    },
    image: '/images/universities/34.webp',
  },
  {
    id: 35,
    name: 'International Medical University (IMU)',
    country: 'malaysia',
    city: 'Kuala Lumpur',
    established: '1992',
    description:
      "IMU is a private medical and health sciences university in Bukit Jalil, Kuala Lumpur, founded in 1992 as the International Medical College. Its five-year MBBS can be completed entirely at IMU, with the clinical years at IMU's clinical campuses, or students may transfer to a partner medical school abroad. Only the route completed at IMU keeps the whole course at one institution.",
    category: 'Private',
    entranceRequirement:
      "NEET-UG qualification, school results and an English test, and a selection interview if shortlisted, plus the Malaysian Medical Council's entry requirements for Indian nationals.",
    tuitionFee: null,
    recognition: ['MMC', 'WDOMS listed'],
    features: [
      'MBBS can be done fully at IMU',
      'Partner-school transfer option',
      'February and September intakes',
      'Medical and health sciences only',
      'English-medium MBBS',
    ],
    facilities: [
      'Library',
      'Simulation Centers',
      'Modern Laboratories',
      'Clinical Facilities',
      'Cafeteria',
      'Wi-Fi Campus',
    ],
    hostelAvailable: false,
    intake: ['February', 'September'],
    coursesOffered: [
      'Dentistry',
      'Pharmacy',
      'Nursing',
      'Chiropractic',
      'Psychology',
      'Dietetics with Nutrition',
    ],
    admissionProcess:
      'Apply online to IMU with Class 12 results and English test scores\nAttend the selection interview if shortlisted\nAccept the offer and pay the first fees\nApply for the student pass through Education Malaysia Global Services (EMGS)\nTravel to Kuala Lumpur, submit blood test reports and register',
    eligibility:
      'Passport valid for at least 12 months\nClass 12 science marks meeting the Malaysian Medical Council minimum for Indian qualifications\nSelection interview\nEnglish proficiency (e.g. IELTS) at the level IMU sets\nBlood tests for hepatitis B, hepatitis C and HIV before registration',
    intakes:
      'Medicine starts in February and September. Apply 6-9 months ahead so that the student pass can be processed in time.',
    additionalExpenses:
      'Accommodation (private or partner housing): about $2,000-3,500 a year\nFood and living: about $2,000-3,000 a year\nMedical insurance (required for international students): about $150-300 a year\nStudent pass and EMGS fees: about $300-500 in the first year\nService tax: 6% on tuition for international students since July 2025',
    faq: [
      {
        question: 'Should we choose the partner-school transfer route?',
        answer:
          "Not if the student plans to practise in India. On the transfer route the degree comes from the partner school and the course is split between two institutions, which India's FMGL rules do not accept. Stay on the IMU-only route.",
      },
    ],
    website: 'https://www.imu.edu.my',
    fmgl: {
      duration54Months: {
        status: 'unverified',
        note: "The MBBS is described as 5 years (60 months), but we have no page of IMU's to cite here. Get the course's length in writing.",
        checkedOn: null,
      },
      englishMedium: {
        status: 'unverified',
        note: "Teaching and assessment are described as in English, with a compulsory Malay-language module, but we have no page of IMU's to cite, and whether students must use Malay or another language with patients is not confirmed.",
        checkedOn: null,
      },
      wholeCourseOneInstitution: {
        status: 'contested',
        note: "Met only on the IMU-only route, where the whole course is done at IMU in Malaysia. IMU's partner-school transfer splits the course between two institutions and countries, which FMGL does not allow.",
        checkedOn: '2026-12-07',
        source:
          'IMU, Our history (imu.edu.my/about/our-history/): the first five semesters in Malaysia, then a transfer to a Partner Medical School abroad',
      },
    },
    image: '/images/universities/35.webp',
  },
]

export const moldovaUniversities: readonly CatalogueUniversity[] = [
  {
    id: 44,
    name: 'Nicolae Testemițanu State University of Medicine and Pharmacy',
    country: 'moldova',
    city: 'Chișinău',
    established: '1945',
    description:
      "Nicolae Testemițanu State University of Medicine and Pharmacy is Moldova's public medical university in Chișinău, founded in 1945 from a medical institute relocated from Leningrad. It offers the six-year Medicine programme in Romanian, Russian, English and French. All students study Romanian as part of the curriculum.",
    category: 'Government',
    tuitionFee: {
      amount: 5350,
      currency: 'EUR',
      unit: 'year',
      appliesTo: '2022-23 (EUR 5,000 for first-year students from India)',
      source: {
        title: 'Nicolae Testemițanu University: news on tuition fees for 2022-23',
        url: 'https://usmf.md',
      },
      seenOn: '2026-11-22',
    },
    recognition: ['WDOMS listed'],
    features: [
      'English-medium Medicine option',
      '6-year programme of 360 ECTS',
      'Romanian taught as a subject',
      'Optional preparatory year',
      'Public university',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hostel',
      'Simulation Centers',
      'Clinical Facilities',
      'Sports Complex',
      'Cafeteria',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Pharmacy', 'Public Health', 'Optometry', 'Nursing'],
    faq: [
      {
        question: 'Is there a preparatory year?',
        answer:
          'Yes, an optional one-year preparatory course in Romanian or English covers basic biology, chemistry and physics for students who need it. It adds a year and a fee.',
      },
    ],
    website: 'https://usmf.md',
    fmgl: {},
    image: '/images/universities/44.webp',
  },
]

export const nepalUniversities: readonly CatalogueUniversity[] = [
  {
    id: 36,
    name: 'Manipal College of Medical Sciences',
    country: 'nepal',
    city: 'Pokhara',
    established: '1994',
    description:
      'Manipal College of Medical Sciences (MCOMS) is a private medical college in Pokhara, affiliated with Kathmandu University and run by the Manipal Education and Medical Group. Basic sciences are taught at the Deep Heights campus and clinical training at Manipal Teaching Hospital in Phulbari. The MBBS is 4.5 years of study followed by a 1-year internship.',
    category: 'Private',
    tuitionFee: {
      amount: 75000,
      currency: 'USD',
      unit: 'course',
      appliesTo: '2021-22 batch, SAARC nationals (USD 90,000 for others)',
      source: {
        title: 'Manipal College of Medical Sciences: tuition and miscellaneous fees',
        url: 'https://www.manipal.edu.np/mcoms/admission/tuition-misc-fee.html',
      },
      seenOn: '2026-11-22',
    },
    recognition: ['Nepal Medical Council', 'WDOMS listed'],
    features: [
      'Affiliated with Kathmandu University',
      'Own teaching hospital in Pokhara',
      '1-year internship included',
      'English-medium MBBS',
      'Indian students on campus',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Hostel',
      'Cafeteria',
      'Indian Food',
      'Clinical Facilities',
    ],
    hostelAvailable: true,
    coursesOffered: ['Nursing', 'Postgraduate MD/MS'],
    admissionProcess:
      "Register with Nepal's Medical Education Commission (MEC) as a foreign candidate, either to sit its entrance exam or on your NEET result\nTake part in MEC's merit-based seat allocation and choose MCOMS\nReceive the admission letter and pay the first fee instalment\nTravel to Pokhara (Indian citizens need no visa) and submit original documents\nEnrol and begin classes",
    additionalExpenses:
      'Hostel: about $600-1,100 a year (double or single room)\nMess food: about $800-1,100 a year\nUniversity registration, exam and council fees: a few hundred dollars over the course\nMedical insurance (college scheme): about $50-100 a year\nNo visa fee for Indian citizens',
    faq: [
      {
        question: 'Is it taught in English?',
        answer:
          'Yes. Lectures and exams are in English. Patients mostly speak Nepali, which Hindi speakers usually pick up quickly.',
      },
      {
        question: 'How is the course fee paid?',
        answer:
          "For the 2021-22 batch, MCOMS's fee page set USD 75,000 for the whole course for SAARC nationals, in four instalments: USD 25,000, USD 25,000, USD 18,750 and USD 6,250. It is the latest schedule we found: ask the college for the one that applies to your intake.",
      },
    ],
    website: 'https://www.manipal.edu.np',
    fmgl: {},
    image: '/images/universities/36.webp',
  },
  {
    id: 37,
    name: 'Kathmandu Medical College',
    country: 'nepal',
    city: 'Kathmandu',
    established: '1997',
    description:
      'Kathmandu Medical College (KMC) is a private medical college in Kathmandu, affiliated with Kathmandu University and founded in 1997. Basic sciences are taught at Duwakot, Bhaktapur, and clinical training at its teaching hospital in Sinamangal, near Tribhuvan International Airport. The MBBS is 4.5 years of study followed by a 1-year internship.',
    category: 'Private',
    tuitionFee: {
      amount: 75000,
      currency: 'USD',
      unit: 'course',
      appliesTo: '2021 session, SAARC nationals (USD 90,000 for others)',
      source: {
        title:
          'Kathmandu University School of Medical Sciences: admission notice for the 2021 session (fees of the colleges inside the Kathmandu valley, KMC among them)',
        url: 'https://kusms.edu.np/news-and-notice/admission-notice-undergraduate-program-mbbs-bds-bpt-b-sc-nursing-bns-b-mid-b-sc-mit-b-sc-lab-med-for-academic-session-2021/',
      },
      seenOn: '2026-12-07',
    },
    recognition: ['Nepal Medical Council', 'WDOMS listed'],
    features: [
      'Affiliated with Kathmandu University',
      'Teaching hospital in Sinamangal',
      '1-year internship included',
      'English-medium MBBS',
      'Located in the capital',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Hostel',
      'Cafeteria',
      'Indian Food',
      'Clinical Facilities',
    ],
    hostelAvailable: true,
    coursesOffered: ['Nursing', 'Postgraduate MD/MS'],
    admissionProcess:
      "Register with Nepal's Medical Education Commission (MEC) as a foreign candidate, either to sit its entrance exam or on your NEET result\nTake part in MEC's merit-based seat allocation and choose KMC\nReceive the admission letter and pay the first fee instalment\nTravel to Kathmandu (Indian citizens need no visa) and submit original documents\nEnrol and begin classes",
    additionalExpenses:
      'Hostel: about $700-1,200 a year\nMess food: about $800-1,200 a year\nUniversity registration, exam and council fees: a few hundred dollars over the course\nMedical insurance: about $50-100 a year\nNo visa fee for Indian citizens',
    faq: [
      {
        question: 'Where are classes held?',
        answer:
          'The first years (basic sciences) are at the Duwakot campus in Bhaktapur; clinical years and the internship are at the teaching hospital in Sinamangal, Kathmandu.',
      },
    ],
    website: 'https://www.kmc.edu.np',
    fmgl: {},
    image: '/images/universities/37.webp',
  },
  {
    id: 38,
    name: 'B. P. Koirala Institute of Health Sciences',
    country: 'nepal',
    city: 'Dharan',
    established: '1993',
    description:
      'B. P. Koirala Institute of Health Sciences (BPKIHS) is an autonomous public health sciences university in Dharan, eastern Nepal, set up in 1993 with Indian cooperation and made a university in 1998. It runs its own MBBS curriculum and teaching hospital, and extends teaching to district hospitals in the region. The MBBS is 4.5 years of study followed by a 1-year internship.',
    category: 'Government',
    tuitionFee: { amount: 74555, currency: 'USD', unit: 'course', appliesTo: null, estimate: true },
    recognition: ['Nepal Medical Council', 'WDOMS listed'],
    features: [
      'Autonomous public university',
      'Own teaching hospital in Dharan',
      'Own MBBS curriculum',
      '1-year internship included',
      'English-medium MBBS',
    ],
    facilities: [
      'Library',
      'Laboratory',
      'Hospital',
      'Hostel',
      'Research Center',
      'Indian Food',
      'Clinical Facilities',
    ],
    hostelAvailable: true,
    coursesOffered: ['Dentistry', 'Nursing', 'Public Health', 'Postgraduate MD/MS'],
    admissionProcess:
      "Register with Nepal's Medical Education Commission (MEC) as a foreign candidate, either to sit its entrance exam or on your NEET result\nTake part in MEC's merit-based seat allocation and choose BPKIHS\nReceive the admission letter and pay the first part of the course fee (recently one third at admission)\nTravel to Dharan (Indian citizens need no visa) and submit original documents\nEnrol and begin classes",
    additionalExpenses:
      'Hostel: about $400-900 a year\nMess food: about $700-1,000 a year\nRegistration, exam and council fees: a few hundred dollars over the course\nMedical insurance: about $50-100 a year\nNo visa fee for Indian citizens',
    faq: [
      {
        question: 'Are there agents or management seats?',
        answer:
          'BPKIHS states that admission is purely on merit and that it has no agents or management quota. Seats for foreign students are allocated through the Medical Education Commission process.',
      },
    ],
    website: 'https://bpkihs.edu',
    fmgl: {},
    image: '/images/universities/38.webp',
  },
]
