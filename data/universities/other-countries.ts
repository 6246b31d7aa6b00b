import { NEXT_STATUS } from '@/data/regulation'

import type { CatalogueUniversity, FaqEntry, FmglItem } from './types'

/*
 * Built-in catalogue entries for Malaysia, Nepal, Bosnia, Bulgaria, Moldova and Belarus
 * (ids 33-38 and 42-47). Sources and open questions: docs/sources/universities-other-countries.md
 */

const CHECKED = '2026-11-22'

const baseEligibility = (passportMonths: 12 | 18): string =>
  [
    '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)',
    'NEET-UG qualified (result valid for 3 years)',
    'Age 17 by 31 December of the admission year',
    `Passport valid for at least ${passportMonths} months`,
  ].join('\n')

const fmgeFaq: FaqEntry = {
  question: 'What about FMGE or NExT after graduating?',
  answer: `To practise in India the graduate must pass the FMGE: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS}`,
}

const unverifiedCurriculum: FmglItem = {
  status: 'unverified',
  note: 'No official equivalence list exists. Compare the subjects and clinical postings with the Indian MBBS before paying.',
  checkedOn: null,
}

const completionWithin10Years = (years: string): FmglItem => ({
  status: 'met',
  note: `The ${years}-year programme fits within the 10-year limit; the student must complete it within 10 years of joining.`,
  checkedOn: CHECKED,
})

/* ------------------------------------------------------------------ Malaysia */

const malaysiaNoInternship: FmglItem = {
  status: 'not_met',
  note: 'The 5-year course has no 12-month internship. Malaysian housemanship is a separate 2-year job in Ministry of Health hospitals, not at the university.',
  checkedOn: CHECKED,
}

const malaysiaLicence: FmglItem = {
  status: 'not_met',
  note: 'Malaysian registration needs 2 years of housemanship in government hospitals. These posts are generally for citizens, so do not expect a licence on par with Malaysians.',
  checkedOn: CHECKED,
}

const malaysiaLicenceFaq: FaqEntry = {
  question: 'Can an Indian graduate get a licence to practise in Malaysia?',
  answer:
    'Not easily. Full registration with the Malaysian Medical Council needs two years of housemanship in Ministry of Health hospitals, done after graduation and not at the university, and these posts are generally for Malaysian citizens. Plan on returning to India or another country.',
}

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
    rating: 4.6,
    tuitionFee: { amount: 40800, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '5 years',
    language: 'English',
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
    students: '8,000+',
    coursesOffered: ['Pharmacy', 'Biomedical Science', 'Psychology', 'Medical Science (Honours)'],
    admissionProcess: [
      'Sit the ISAT (International Student Admissions Test) in one of its test windows',
      'Apply online to Monash University Malaysia with Class 12 results and English test scores',
      'Attend the multiple mini-interview (MMI) if shortlisted',
      'Accept the offer and pay the deposit',
      'Apply for the student pass through Education Malaysia Global Services (EMGS)',
      'Travel to Malaysia, complete the medical check and enrol',
    ].join('\n'),
    eligibility: [
      baseEligibility(12),
      'Monash also requires age 18 on the course start date',
      'High Class 12 marks with Chemistry and Biology; Monash sets its own minimum',
      'ISAT score and multiple mini-interview (MMI)',
      'English proficiency at the level Monash sets (e.g. IELTS Academic)',
      'Malaysian Medical Council minimum entry requirements, including those for Indian nationals',
    ].join('\n'),
    intakes:
      'The medicine course starts once a year, in February. The ISAT, applications and interviews run through the previous year, so start about 12 months ahead.',
    additionalExpenses: [
      'Accommodation: about $2,500-4,500 a year',
      'Food and living: about $2,000-3,000 a year',
      'Medical insurance (required for international students): about $150-300 a year',
      'Student pass and EMGS fees: about $300-500 in the first year',
      'Service tax: 6% on tuition for international students since July 2025',
    ].join('\n'),
    faq: [
      {
        question: 'Is the course taught in English?',
        answer:
          'Yes. Teaching and exams are in English. Patients in Malaysian hospitals may speak Malay, Chinese or Tamil, and international students take a short compulsory Malay-language module.',
      },
      {
        question: 'What does it cost?',
        answer:
          'Monash publishes its fees in Malaysian ringgit each year and may adjust them every January; a 6% service tax applies to international students. The USD figure here is approximate, so get the current medicine fee schedule in writing before paying.',
      },
      malaysiaLicenceFaq,
      fmgeFaq,
    ],
    website: 'https://www.monash.edu.my',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "The MD programme is 5 years (60 months) per Monash's published course information.",
        checkedOn: CHECKED,
      },
      internship12MonthsSameInstitution: malaysiaNoInternship,
      englishMedium: {
        status: 'met',
        note: 'Teaching and assessment are in English; a short Malay-language module is compulsory for international students.',
        checkedOn: CHECKED,
      },
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: "All five years are Monash teaching (Sunway, then Johor Bahru), with a short year-5 placement in Australia. Ask whether India's regulator accepts it.",
        checkedOn: CHECKED,
      },
      licenceToPractise: malaysiaLicence,
      completionWithin10Years: completionWithin10Years('5'),
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
    rating: 4.5,
    tuitionFee: { amount: 40000, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '5 years',
    language: 'English',
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
    students: '800+',
    coursesOffered: ['Biomedical Sciences', 'Foundation in Biological and Biomedical Sciences'],
    admissionProcess: [
      'Apply online to NUMed with Class 12 results (or forecast results) and English test scores',
      'Attend the Medical Student Interview if shortlisted',
      'Accept the offer and pay the RM20,000 deposit by the date in the offer letter',
      'Apply for the student pass through Education Malaysia Global Services (EMGS)',
      'Travel to Johor, complete the occupational health check and enrol in September',
    ].join('\n'),
    eligibility: [
      baseEligibility(12),
      'NUMed also requires age 18 at enrolment',
      'CBSE/ISC: normally 85% in the best five subjects, including Biology, Chemistry and Physics or Mathematics',
      'Medical Student Interview',
      'English proficiency at the level NUMed sets',
      'Occupational health check and immunisations after an offer',
    ].join('\n'),
    intakes:
      'The MBBS starts once a year, in September. Apply early in the year of entry; interviews and offers run through spring and summer.',
    additionalExpenses: [
      'Accommodation: about $2,000-3,500 a year',
      'Food and living: about $2,000-3,000 a year',
      'Medical insurance (required for international students): about $150-300 a year',
      'Student pass and EMGS fees: about $300-500 in the first year',
      'Service tax: 6% on tuition for international students since July 2025',
    ].join('\n'),
    faq: [
      {
        question: 'Is the degree the same as a Newcastle UK degree?',
        answer:
          'Graduates receive the Newcastle University MBBS, a UK primary medical qualification, and the programme is approved by the UK General Medical Council. Working in the UK still involves separate registration and job applications.',
      },
      {
        question: 'What does it cost?',
        answer:
          'NUMed sets its fees in ringgit and reviews them every year. A recently published international MBBS fee was RM110,000 a year, paid in instalments, which is less than the USD figure shown here. Ask NUMed for the current fee in writing.',
      },
      malaysiaLicenceFaq,
      fmgeFaq,
    ],
    website: 'https://www.ncl.ac.uk/numed/',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "The MBBS is 5 years (60 months) per NUMed's published programme information.",
        checkedOn: CHECKED,
      },
      internship12MonthsSameInstitution: malaysiaNoInternship,
      englishMedium: {
        status: 'met',
        note: 'Teaching and assessment are in English; international students also take a compulsory Malay-language module.',
        checkedOn: CHECKED,
      },
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'The whole MBBS is taught at NUMed in Johor. Confirm in writing that no part of the course must be taken in the UK.',
        checkedOn: CHECKED,
      },
      licenceToPractise: malaysiaLicence,
      completionWithin10Years: completionWithin10Years('5'),
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
    rating: 4.4,
    tuitionFee: { amount: 40000, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '5 years',
    language: 'English',
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
    students: '5,000+',
    coursesOffered: [
      'Dentistry',
      'Pharmacy',
      'Nursing',
      'Chiropractic',
      'Psychology',
      'Dietetics with Nutrition',
    ],
    admissionProcess: [
      'Apply online to IMU with Class 12 results and English test scores',
      'Attend the selection interview if shortlisted',
      'Accept the offer and pay the first fees',
      'Apply for the student pass through Education Malaysia Global Services (EMGS)',
      'Travel to Kuala Lumpur, submit blood test reports and register',
    ].join('\n'),
    eligibility: [
      baseEligibility(12),
      'Class 12 science marks meeting the Malaysian Medical Council minimum for Indian qualifications',
      'Selection interview',
      'English proficiency (e.g. IELTS) at the level IMU sets',
      'Blood tests for hepatitis B, hepatitis C and HIV before registration',
    ].join('\n'),
    intakes:
      'Medicine starts in February and September. Apply 6-9 months ahead so that the student pass can be processed in time.',
    additionalExpenses: [
      'Accommodation (private or partner housing): about $2,000-3,500 a year',
      'Food and living: about $2,000-3,000 a year',
      'Medical insurance (required for international students): about $150-300 a year',
      'Student pass and EMGS fees: about $300-500 in the first year',
      'Service tax: 6% on tuition for international students since July 2025',
    ].join('\n'),
    faq: [
      {
        question: 'Should we choose the partner-school transfer route?',
        answer:
          "Not if the student plans to practise in India. On the transfer route the degree comes from the partner school and the course is split between two institutions, which India's FMGL rules do not accept. Stay on the IMU-only route.",
      },
      {
        question: 'What does it cost?',
        answer:
          'IMU sets its fees in ringgit and revises them periodically, and a 6% service tax applies to international students. The USD figure here is approximate; get the current MBBS fee schedule for international students in writing.',
      },
      malaysiaLicenceFaq,
      fmgeFaq,
    ],
    website: 'https://www.imu.edu.my',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "The MBBS is 5 years (60 months) per IMU's published programme information.",
        checkedOn: CHECKED,
      },
      internship12MonthsSameInstitution: malaysiaNoInternship,
      englishMedium: {
        status: 'met',
        note: 'IMU teaches and examines in English; international students also take a compulsory Malay-language module.',
        checkedOn: CHECKED,
      },
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'Met only on the IMU-only route. The partner-school transfer splits the course between two institutions, which FMGL does not allow.',
        checkedOn: CHECKED,
      },
      licenceToPractise: malaysiaLicence,
      completionWithin10Years: completionWithin10Years('5'),
    },
    image: '/images/universities/35.webp',
  },
]

/* --------------------------------------------------------------------- Nepal */

const nepalDuration: FmglItem = {
  status: 'met',
  note: 'The MBBS is 4.5 years of study plus a 1-year internship (66 months in all).',
  checkedOn: CHECKED,
}

const nepalInternship: FmglItem = {
  status: 'met',
  note: "The 1-year internship is part of the MBBS and is done in the college's own teaching hospital, as Nepal Medical Council rules require.",
  checkedOn: CHECKED,
}

const nepalEnglish: FmglItem = {
  status: 'met',
  note: 'The MBBS is taught and examined in English. Patients mostly speak Nepali.',
  checkedOn: CHECKED,
}

const nepalLicence: FmglItem = {
  status: 'contested',
  note: 'Foreign graduates may sit the Nepal Medical Council licensing exam, but a 2023 notice said they are not treated on par with Nepalis. Get the current rule in writing.',
  checkedOn: CHECKED,
}

const nepalLicenceFaq: FaqEntry = {
  question: 'Can an Indian graduate get a licence to practise in Nepal?',
  answer:
    "Foreign graduates of Nepali colleges can sit the Nepal Medical Council licensing exam, but an April 2023 notice said they would not be registered on par with Nepali graduates; a November 2024 notice was more favourable. Because India's FMGL rules require such a licence, ask the college for the current position in writing.",
}

const nepalFmgeFaq: FaqEntry = {
  question: 'Is a Nepal MBBS exempt from FMGE?',
  answer: `No. Indian graduates of Nepali colleges must pass the FMGE like other foreign graduates: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS}`,
}

const nepalEligibility = [
  '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)',
  'NEET-UG qualified (result valid for 3 years)',
  'Age 17 by 31 December of the admission year',
  'Passport valid for at least 18 months (Indian citizens need no visa for Nepal)',
  "Nepal's Medical Education Commission (MEC) route: sit the MEC entrance exam (MECEE-BL) or apply on a NEET result MEC accepts (recently, at or above the 50th percentile)",
  "A place in MEC's merit-based seat allocation",
].join('\n')

const nepalIntakes =
  'MEC usually takes foreign applications in June-July, holds its entrance exam in August and allocates seats afterwards; classes usually begin late in the year. Apply as soon as NEET results are out.'

const nepalAdmission = (college: string, city: string, extra?: string): string =>
  [
    "Register with Nepal's Medical Education Commission (MEC) as a foreign candidate, either to sit its entrance exam or on your NEET result",
    `Take part in MEC's merit-based seat allocation and choose ${college}`,
    extra ?? 'Receive the admission letter and pay the first fee instalment',
    `Travel to ${city} (Indian citizens need no visa) and submit original documents`,
    'Enrol and begin classes',
  ].join('\n')

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
    rating: 4.4,
    tuitionFee: { amount: 12000, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '5.5 years (4.5 years + 1-year internship)',
    language: 'English',
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
    intake: ['November'],
    students: '1,000+',
    coursesOffered: ['Nursing', 'Postgraduate MD/MS'],
    admissionProcess: nepalAdmission('MCOMS', 'Pokhara'),
    eligibility: nepalEligibility,
    intakes: nepalIntakes,
    additionalExpenses: [
      'Hostel: about $600-1,100 a year (double or single room)',
      'Mess food: about $800-1,100 a year',
      'University registration, exam and council fees: a few hundred dollars over the course',
      'Medical insurance (college scheme): about $50-100 a year',
      'No visa fee for Indian citizens',
    ].join('\n'),
    faq: [
      {
        question: 'What is the total cost?',
        answer:
          'MCOMS quotes MBBS tuition as a course total paid in instalments. For the 2021-22 batch it was USD 75,000 for SAARC nationals, in four yearly instalments, which is more than the yearly figure shown here. Ask for the current total in writing; hostel and mess are extra.',
      },
      {
        question: 'Is it taught in English?',
        answer:
          'Yes. Lectures and exams are in English. Patients mostly speak Nepali, which Hindi speakers usually pick up quickly.',
      },
      nepalLicenceFaq,
      nepalFmgeFaq,
    ],
    website: 'https://www.manipal.edu.np',
    fmgl: {
      duration54Months: nepalDuration,
      internship12MonthsSameInstitution: nepalInternship,
      englishMedium: nepalEnglish,
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'The whole course, including the internship, runs at MCOMS and its teaching hospital in Pokhara.',
        checkedOn: CHECKED,
      },
      licenceToPractise: nepalLicence,
      completionWithin10Years: completionWithin10Years('5.5'),
    },
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
    rating: 4.3,
    tuitionFee: { amount: 11000, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '5.5 years (4.5 years + 1-year internship)',
    language: 'English',
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
    intake: ['November'],
    students: '1,000+',
    coursesOffered: ['Nursing', 'Postgraduate MD/MS'],
    admissionProcess: nepalAdmission('KMC', 'Kathmandu'),
    eligibility: nepalEligibility,
    intakes: nepalIntakes,
    additionalExpenses: [
      'Hostel: about $700-1,200 a year',
      'Mess food: about $800-1,200 a year',
      'University registration, exam and council fees: a few hundred dollars over the course',
      'Medical insurance: about $50-100 a year',
      'No visa fee for Indian citizens',
    ].join('\n'),
    faq: [
      {
        question: 'What is the total cost?',
        answer:
          "Fees for foreign students are set as a course total under Nepal's Medical Education Commission rules and paid in instalments; a recently reported international total for Kathmandu University MBBS places was about NPR 6.4 million. Confirm the current total with KMC in writing.",
      },
      {
        question: 'Where are classes held?',
        answer:
          'The first years (basic sciences) are at the Duwakot campus in Bhaktapur; clinical years and the internship are at the teaching hospital in Sinamangal, Kathmandu.',
      },
      nepalLicenceFaq,
      nepalFmgeFaq,
    ],
    website: 'https://www.kmc.edu.np',
    fmgl: {
      duration54Months: nepalDuration,
      internship12MonthsSameInstitution: nepalInternship,
      englishMedium: nepalEnglish,
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: "The whole course, including the internship, runs at KMC's two Kathmandu-valley campuses.",
        checkedOn: CHECKED,
      },
      licenceToPractise: nepalLicence,
      completionWithin10Years: completionWithin10Years('5.5'),
    },
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
    rating: 4.5,
    tuitionFee: { amount: 12000, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '5.5 years (4.5 years + 1-year internship)',
    language: 'English',
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
    intake: ['November'],
    students: '2,000+',
    coursesOffered: ['Dentistry', 'Nursing', 'Public Health', 'Postgraduate MD/MS'],
    admissionProcess: nepalAdmission(
      'BPKIHS',
      'Dharan',
      'Receive the admission letter and pay the first part of the course fee (recently one third at admission)',
    ),
    eligibility: nepalEligibility,
    intakes: nepalIntakes,
    additionalExpenses: [
      'Hostel: about $400-900 a year',
      'Mess food: about $700-1,000 a year',
      'Registration, exam and council fees: a few hundred dollars over the course',
      'Medical insurance: about $50-100 a year',
      'No visa fee for Indian citizens',
    ].join('\n'),
    faq: [
      {
        question: 'What is the total cost?',
        answer:
          'BPKIHS set the MBBS fee for international students at USD 74,555 for the whole course in a recent year, with one third due at admission; this is more than the yearly figure shown here. Confirm the current amount with the institute.',
      },
      {
        question: 'Are there agents or management seats?',
        answer:
          'BPKIHS states that admission is purely on merit and that it has no agents or management quota. Seats for foreign students are allocated through the Medical Education Commission process.',
      },
      nepalLicenceFaq,
      nepalFmgeFaq,
    ],
    website: 'https://bpkihs.edu',
    fmgl: {
      duration54Months: nepalDuration,
      internship12MonthsSameInstitution: nepalInternship,
      englishMedium: nepalEnglish,
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'The whole course, including the internship, runs at BPKIHS and its teaching hospital in Dharan.',
        checkedOn: CHECKED,
      },
      licenceToPractise: nepalLicence,
      completionWithin10Years: completionWithin10Years('5.5'),
    },
    image: '/images/universities/38.webp',
  },
]

/* -------------------------------------------------------------------- Bosnia */

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
    rating: 4.2,
    tuitionFee: { amount: 6100, currency: 'EUR' },
    feesCheckedOn: CHECKED,
    duration: '6 years',
    language: 'English',
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
    intake: ['October'],
    students: '30,000+ (university)',
    coursesOffered: ['Dentistry', 'Pharmacy', 'Health Studies', 'Doctoral studies in Biomedicine'],
    admissionProcess: [
      "Apply in the faculty's call for applications to the International Medical Degree Program with school certificates and passport",
      'Attend the selection interview',
      'Check the published ranking list and accept the place',
      'Apply for a Bosnian visa and temporary residence for study',
      'Travel to Sarajevo, pay the first tuition instalment (BAM 6,000) and enrol',
    ].join('\n'),
    eligibility: [
      baseEligibility(18),
      'Completed secondary education with Biology and Chemistry',
      'Selection interview',
      'English proficiency',
      "Recognition of the foreign school certificate as the faculty's call requires",
    ].join('\n'),
    intakes:
      'The academic year starts in October. The call for applications opens in late spring or summer, with a second call if places remain.',
    additionalExpenses: [
      'Private room or shared flat: about EUR 2,400-4,200 a year',
      'Food and living: about EUR 2,000-3,000 a year',
      'Health insurance: about EUR 150-300 a year',
      'Visa and temporary residence: about EUR 100-200 a year',
    ].join('\n'),
    faq: [
      {
        question: 'Is it taught in English?',
        answer:
          'Yes. The International Medical Degree Program is taught in English. Patients speak Bosnian, so learning the language helps in the clinical years.',
      },
      {
        question: 'What is the tuition fee?',
        answer:
          'BAM 12,000 (convertible marks) a year, about EUR 6,100, paid in two equal instalments before each semester. Repeating a year costs BAM 800. Fees are non-refundable.',
      },
      {
        question: 'Is there a hostel?',
        answer:
          'We could not confirm hostel places for international students. Plan on renting privately in Sarajevo and ask the faculty about student housing.',
      },
      fmgeFaq,
    ],
    website: 'https://mf.unsa.ba',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "The programme is 6 years (360 ECTS) per the faculty's published programme description.",
        checkedOn: CHECKED,
      },
      internship12MonthsSameInstitution: {
        status: 'unverified',
        note: 'We have not confirmed a 12-month internship inside the programme. Get the position in writing from the faculty.',
        checkedOn: null,
      },
      englishMedium: {
        status: 'met',
        note: "The International Medical Degree Program is taught in English per the faculty's website.",
        checkedOn: CHECKED,
      },
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'The whole programme is taught by this faculty in Sarajevo.',
        checkedOn: CHECKED,
      },
      licenceToPractise: {
        status: 'unverified',
        note: 'Whether foreign graduates can get a Bosnian licence on par with citizens is not confirmed. Ask the faculty and the medical chamber.',
        checkedOn: null,
      },
      completionWithin10Years: completionWithin10Years('6'),
    },
    image: '/images/universities/42.webp',
  },
]

/* ------------------------------------------------------------------ Bulgaria */

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
    rating: 4.4,
    tuitionFee: { amount: 8000, currency: 'EUR' },
    feesCheckedOn: CHECKED,
    duration: '6 years',
    language: 'English (Bulgarian taught for patient contact)',
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
    intake: ['February'],
    students: '3,000+',
    coursesOffered: ['Pharmacy', 'Nursing', 'Midwifery', 'Public Health', 'Medical Rehabilitation'],
    admissionProcess: [
      "Register in the university's online application system (for the February intake, from 1 June to 1 October)",
      'Sit the entry tests in Biology and Chemistry (online or in person)',
      'Have the Class 12 certificate validated for Bulgaria and send translated, legalised documents',
      'Receive the admission letter and apply for a Bulgarian long-stay (type D) visa',
      'Travel to Pleven, enrol and apply for a residence permit',
    ].join('\n'),
    eligibility: [
      baseEligibility(12),
      'Entry tests in Biology and Chemistry',
      'English at B2 level where English is not an official language of the home country (a 1-year preparatory course is offered)',
      'Class 12 certificate validated for the Bulgarian system, translated into Bulgarian and legalised (apostille)',
    ].join('\n'),
    intakes:
      'The English-medium medicine programme starts in February. Applications open on 1 June and close on 1 October of the year before.',
    additionalExpenses: [
      'University hostel: about EUR 1,200-2,000 a year',
      'Food: about EUR 2,000-2,800 a year',
      'Health insurance: about EUR 250-400 a year',
      'Visa and residence permit: about EUR 150-300 in the first year',
      'Document validation and translation: about EUR 300-600 once',
    ].join('\n'),
    faq: [
      {
        question: 'Is there an entrance exam?',
        answer:
          'Yes. All candidates sit entry tests in Biology and Chemistry, and the ranking combines these results with school grades in the same subjects.',
      },
      {
        question: 'What is the tuition fee?',
        answer:
          'The university quoted EUR 8,500 a year for the February 2024 intake, paid in two instalments, slightly above the figure shown here. Check the current fee on the university website before applying.',
      },
      {
        question: 'Is it taught in English?',
        answer:
          'Yes. Medicine for foreign students is taught in English. Bulgarian is taught as a subject so that students can talk to patients in the clinical years.',
      },
      fmgeFaq,
    ],
    website: 'https://mu-pleven.bg',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "The medicine programme is 6 years per the university's published programme.",
        checkedOn: CHECKED,
      },
      internship12MonthsSameInstitution: {
        status: 'contested',
        note: "The 6th year is a clinical pre-graduation internship in the university's hospitals. Whether India counts it as the 12-month internship is unsettled.",
        checkedOn: CHECKED,
      },
      englishMedium: {
        status: 'met',
        note: 'Medicine for foreign students is taught in English; Bulgarian is taught as a subject for patient contact.',
        checkedOn: CHECKED,
      },
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'The whole programme runs at the university and its hospitals in Pleven.',
        checkedOn: CHECKED,
      },
      licenceToPractise: {
        status: 'unverified',
        note: 'Registration in Bulgaria for non-EU graduates involves language and permit steps we have not verified. Ask the university in writing.',
        checkedOn: null,
      },
      completionWithin10Years: completionWithin10Years('6'),
    },
    image: '/images/universities/43.webp',
  },
]

/* ------------------------------------------------------------------- Moldova */

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
    rating: 4.3,
    tuitionFee: { amount: 5800, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '6 years',
    language: 'English (Romanian taught as a compulsory subject)',
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
    intake: ['September'],
    students: '6,000+',
    coursesOffered: ['Dentistry', 'Pharmacy', 'Public Health', 'Optometry', 'Nursing'],
    admissionProcess: [
      "Send the application and school certificates to the university's admissions office",
      'Receive the admission decision and the study invitation',
      'Apply for a Moldovan study visa with the invitation',
      'Travel to Chișinău, submit legalised originals and sign the study contract',
      'Pay the first year fee, apply for a residence permit and enrol',
    ].join('\n'),
    eligibility: [
      baseEligibility(18),
      'English at B2 level (CEFR) for the English-medium programme',
      'School certificate legalised (apostille) and recognised in Moldova',
    ].join('\n'),
    intakes:
      'Classes start in September. Apply in early summer so that there is time for the invitation and visa.',
    additionalExpenses: [
      'Hostel: about $600-1,200 a year',
      'Food: about $1,500-2,200 a year',
      'Health insurance: about $150-250 a year',
      'Visa and residence permit: about $150-300 a year',
    ].join('\n'),
    faq: [
      {
        question: 'Is it taught in English?',
        answer:
          'There is an English-medium Medicine programme. Romanian is compulsory for all students and is needed with patients; Russian is also widely spoken in Chișinău.',
      },
      {
        question: 'What is the tuition fee?',
        answer:
          'The university sets fees in euros. For 2022-23 it charged first-year Medicine students from India EUR 5,000 a year; the USD figure here is an approximate conversion. Ask for the current fee in writing.',
      },
      {
        question: 'Is there a preparatory year?',
        answer:
          'Yes, an optional one-year preparatory course in Romanian or English covers basic biology, chemistry and physics for students who need it. It adds a year and a fee.',
      },
      fmgeFaq,
    ],
    website: 'https://usmf.md',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "Medicine is 6 years (360 ECTS) per the university's admission page.",
        checkedOn: CHECKED,
      },
      internship12MonthsSameInstitution: {
        status: 'unverified',
        note: 'We could not confirm a 12-month internship inside the 6-year course; graduates usually go on to residency. Get it in writing.',
        checkedOn: null,
      },
      englishMedium: {
        status: 'met',
        note: 'An English-medium programme exists; Romanian is a compulsory subject and patients speak Romanian or Russian.',
        checkedOn: CHECKED,
      },
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'The whole programme runs at the university and its clinical bases in Chișinău.',
        checkedOn: CHECKED,
      },
      licenceToPractise: {
        status: 'unverified',
        note: 'Whether foreign graduates can get a Moldovan licence on par with citizens is not confirmed. Ask the university in writing.',
        checkedOn: null,
      },
      completionWithin10Years: completionWithin10Years('6'),
    },
    image: '/images/universities/44.webp',
  },
]

/* ------------------------------------------------------------------- Belarus */

const belarusInternship: FmglItem = {
  status: 'unverified',
  note: 'No 12-month internship inside the 6-year course is confirmed; in Belarus the internship follows graduation. Get the position in writing.',
  checkedOn: null,
}

const belarusEnglish: FmglItem = {
  status: 'contested',
  note: 'Classes can be in English, but clinical work with patients needs Russian, so the course is not English-only in practice.',
  checkedOn: CHECKED,
}

const belarusLicence: FmglItem = {
  status: 'unverified',
  note: 'Whether foreign graduates can get a Belarusian licence on par with citizens is not confirmed. Ask the university in writing.',
  checkedOn: null,
}

const belarusLanguageFaq: FaqEntry = {
  question: 'Is it taught in English?',
  answer:
    'Lectures and exams can be in English, but patients speak Russian or Belarusian, so students must learn Russian for the clinical years.',
}

const belarusEligibility = [
  baseEligibility(18),
  'Interview in the language of study, Chemistry and Biology on arrival',
  'Documents translated into Russian and notarised',
].join('\n')

const belarusAdmission = (city: string): string =>
  [
    'Send scanned school certificates and passport to the university to request an invitation for study',
    'Receive the invitation and apply for a Belarusian study visa',
    `Travel to ${city} and submit notarised Russian translations of documents`,
    'Pass the interview in English, Chemistry and Biology',
    'Sign the contract, pay the fee, complete the medical check and registration',
  ].join('\n')

const belarusExpenses = [
  'Hostel: about $800-1,500 a year',
  'Food: about $1,500-2,400 a year',
  'Compulsory medical insurance: about $100-200 a year',
  'Registration and medical check: about $100 a year',
  'Visa and residence: about $100-200 a year',
].join('\n')

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
    rating: 4.5,
    tuitionFee: { amount: 5000, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '6 years',
    language: 'English (Russian for clinical practice)',
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
    intake: ['September'],
    students: '7,000+',
    coursesOffered: ['Dentistry', 'Pharmacy', 'Paediatrics', 'Preventive Medicine'],
    admissionProcess: belarusAdmission('Minsk'),
    eligibility: belarusEligibility,
    intakes:
      'Classes start in September. In 2023 BSMU accepted foreign applications from 1 July to 15 October; apply by early summer to leave time for the visa.',
    additionalExpenses: belarusExpenses,
    faq: [
      belarusLanguageFaq,
      {
        question: 'What is the tuition fee?',
        answer:
          'Fees are set in US dollars each year and depend on the language of study; English-medium groups cost more than Russian-medium ones. Confirm the current fee for your year of entry before applying.',
      },
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, the university has dormitories for international students; places are allocated by the university and availability varies.',
      },
      fmgeFaq,
    ],
    website: 'https://www.bsmu.by',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "General Medicine is 6 years per BSMU's published admission rules.",
        checkedOn: CHECKED,
      },
      internship12MonthsSameInstitution: belarusInternship,
      englishMedium: belarusEnglish,
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'The whole course runs at BSMU and its clinical bases in Minsk.',
        checkedOn: CHECKED,
      },
      licenceToPractise: belarusLicence,
      completionWithin10Years: completionWithin10Years('6'),
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
    rating: 4.4,
    tuitionFee: { amount: 4900, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '6 years',
    language: 'English (Russian for clinical practice)',
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
    intake: ['September'],
    students: '6,000+',
    coursesOffered: ['Paediatrics', 'Medical Diagnostics', 'Medical Psychology'],
    admissionProcess: belarusAdmission('Grodno'),
    eligibility: belarusEligibility,
    intakes:
      'Senior years start on 1 September; first-year students may join until mid-October. Apply by early summer to leave time for the invitation and visa.',
    additionalExpenses: belarusExpenses,
    faq: [
      belarusLanguageFaq,
      {
        question: 'What is the tuition fee?',
        answer:
          'In 2020-21 Grodno charged first-year English-medium students USD 4,600 a year, with slightly lower rates in later years of study. Fees are reviewed every year, so confirm the current figure.',
      },
      {
        question: 'Is there a hostel?',
        answer:
          'Yes, international students are offered places in the university dormitories, paid separately from tuition.',
      },
      fmgeFaq,
    ],
    website: 'https://www.grsmu.by',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "General Medicine is 6 years per the university's information for foreign students.",
        checkedOn: CHECKED,
      },
      internship12MonthsSameInstitution: belarusInternship,
      englishMedium: belarusEnglish,
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'The whole course runs at the university and its clinical bases in Grodno.',
        checkedOn: CHECKED,
      },
      licenceToPractise: belarusLicence,
      completionWithin10Years: completionWithin10Years('6'),
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
    rating: 4.3,
    tuitionFee: { amount: 4800, currency: 'USD' },
    feesCheckedOn: CHECKED,
    duration: '6 years',
    language: 'English (Russian for clinical practice)',
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
    intake: ['September'],
    students: '7,000+',
    coursesOffered: ['Dentistry', 'Pharmacy'],
    admissionProcess: belarusAdmission('Vitebsk'),
    eligibility: belarusEligibility,
    intakes:
      'The autumn semester starts in September. Applicants who sit the entrance tests apply from 1 July to 25 August; the invitation is sent by post, so apply early.',
    additionalExpenses: belarusExpenses,
    faq: [
      belarusLanguageFaq,
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
      fmgeFaq,
    ],
    website: 'https://www.vsmu.by',
    fmgl: {
      duration54Months: {
        status: 'met',
        note: "General Medicine is 6 years per VSMU's published information for foreign students.",
        checkedOn: CHECKED,
      },
      internship12MonthsSameInstitution: belarusInternship,
      englishMedium: belarusEnglish,
      curriculumEquivalent: unverifiedCurriculum,
      wholeCourseOneInstitution: {
        status: 'met',
        note: 'The whole course runs at VSMU and its clinical bases in Vitebsk.',
        checkedOn: CHECKED,
      },
      licenceToPractise: belarusLicence,
      completionWithin10Years: completionWithin10Years('6'),
    },
    image: '/images/universities/47.webp',
  },
]
