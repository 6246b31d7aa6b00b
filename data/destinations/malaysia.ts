import { FMGE_IN_BRIEF, NEXT_STATUS } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Malaysia: what its universities share, stated once; a university holds only what differs. */
export const malaysia: Destination = {
  slug: 'malaysia',
  defaults: {
    entranceRequirement:
      "NEET-UG qualification, the university's own selection (school results, an English test and an interview), and the extra entry requirements the Malaysian Medical Council sets for Indian nationals.",
    duration: '5 years',
    language: 'English',
    intake: null,
    admissionProcess:
      "Apply online to the university with Class 12 results (or forecast results) and an English test score\nComplete the university's own selection: an admissions test, an interview or both, as it sets\nAccept the offer and pay the deposit by the date in the offer letter\nThe university files the student pass application with Education Malaysia Global Services (EMGS); do the pre-arrival medical check\nOn receiving the electronic Visa Approval Letter (eVAL), travel, attend the post-arrival medical check and enrol",
    eligibility:
      "The English test score the university sets (for example IELTS Academic)\nSome universities also require age 18 when the course starts\nPassport valid for at least 12 months\nClass 12 marks meeting the Malaysian Medical Council's minimum for Indian qualifications and the university's own, usually higher, cut-off\nThe university's admissions test or interview",
    intakes: null,
    additionalExpenses:
      'Accommodation (campus hall or shared rental): about $2,000-4,500 a year\nFood and daily living: about $2,000-3,000 a year\nMedical insurance required with the student pass: about $150-300 a year\nStudent pass, EMGS and renewal fees: about $150-500 a year\nService tax on tuition: 6% of the tuition fee, since 1 July 2025 (source: Monash University Malaysia 2026 guide)',
  },
  faq: [
    {
      question: 'Can an Indian graduate get a licence to practise in Malaysia?',
      answer:
        'Not easily. Full registration with the Malaysian Medical Council needs two years of housemanship in Ministry of Health hospitals, done after graduation and not at the university, and these posts are generally for Malaysian citizens. Plan on returning to India or another country.',
    },
    {
      question: 'What about FMGE or NExT after graduating?',
      answer: `A Malaysian MBBS does not meet two FMGL 2021 conditions (the 12-month internship and the licence to practise in Malaysia), so it is not a route to practising in India. For courses that do qualify, India's licensing exam is FMGE: ${FMGE_IN_BRIEF}. ${NEXT_STATUS}`,
    },
  ],
  fmgl: {
    wholeCourseOneInstitution: {
      status: 'unverified',
      note: "We know of no twinning or transfer arrangement, but we found no document of the university's that says so, so this is unverified: get in writing that every year, the clinical years included, is taught by this university.",
      checkedOn: null,
    },
    internship12MonthsSameInstitution: {
      status: 'not_met',
      note: 'The 5-year course has no 12-month internship. Malaysian housemanship is a separate 2-year job in Ministry of Health hospitals, not at the university.',
      checkedOn: '2026-11-22',
      source:
        'Malaysian Medical Council registration rules, as set out in the Monash University Malaysia 2026 prospectus',
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subjects and clinical postings with the Indian MBBS before paying.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'not_met',
      note: 'Malaysian registration needs 2 years of housemanship in government hospitals. These posts are generally for citizens, so do not expect a licence on par with Malaysians.',
      checkedOn: '2026-11-22',
      source:
        'Malaysian Medical Council registration rules, as set out in the Monash University Malaysia 2026 prospectus',
    },
  },
  cautions: [],
  universityCautions: [
    {
      date: '2026-11-24',
      text: 'No Malaysian MBBS meets two FMGL 2021 conditions: the course has no 12-month internship, and housemanship for foreigners is restricted, so there is no licence on a par with citizens. A Malaysian degree is not a route to practising in India.',
      source:
        "FMGL Regulations 2021; Malaysian Medical Council registration rules as stated in Monash University Malaysia's 2026 prospectus, read 24 Nov 2026",
      url: null,
    },
  ],
  guide: {
    tagline:
      'Five-year, English-taught medical degrees at Malaysian and branch campuses; plan them for a career outside India, as the caution on this page explains.',
    overview: [
      "Our catalogue lists three private Malaysian medical schools: the Malaysian campus of Australia's Monash University in Bandar Sunway, Newcastle University's branch campus NUMed in Johor, and the International Medical University (IMU) in Kuala Lumpur. Each chooses its students on school marks, an English score and its own test or interview, in addition to the Malaysian Medical Council's minimum entry rules for Indian qualifications.",
      'Teaching runs in English from the first year to the last, with the early years on campus and the later years in Malaysian hospitals. Patients may speak Malay, a Chinese language or Tamil, so some Malay helps on the wards.',
      'Read the caution and the FMGL checklist on this page before anything else: they explain why a Malaysian degree does not lead to practice in India. Consider Malaysia only for a career planned elsewhere, and budget for fees several times those of most other countries on this site.',
    ],
    degreeAwarded:
      'Bachelor of Medicine and Bachelor of Surgery (MBBS) at NUMed (a Newcastle University degree) and at IMU; Bachelor of Medical Science and Doctor of Medicine at Monash',
    advantages: [
      'All three catalogue schools teach and examine every year of the course in English',
      "Monash and Newcastle teach their home universities' medical programmes on Malaysian campuses",
      'The student pass runs through one government agency, EMGS, which lets you track the application online',
      'A large Indian-origin community means Indian food, groceries and temples are easy to find',
    ],
    documents: [
      'Passport valid at least 12 months from the date of entry, with a copy of every page for EMGS',
      'Class 10 and Class 12 mark sheets and certificates, as copies certified the way EMGS accepts',
      'NEET-UG scorecard: India requires it even though Malaysian schools select on their own criteria',
      'English test report (IELTS Academic or another test the university accepts)',
      'Birth certificate',
      "Passport photographs that meet EMGS's photo specification",
      'Pre-arrival medical examination report on the EMGS health form, including an HIV test',
      "Bank statements or a sponsor's letter showing how tuition and living costs will be paid",
    ],
    practical: {
      summary:
        'The Malaysian student pass through EMGS, certified copies, flights to Kuala Lumpur or Johor and the medical check in the first week.',
      timeline: [
        {
          when: 'January-March',
          task: 'Apply to the university with Class 12 forecast or final marks and book an English test. Check that the passport will be valid for at least 12 months after arrival.',
        },
        {
          when: 'March-May',
          task: "Attend the university's interview or admissions test, and sit NEET-UG in May.",
        },
        {
          when: 'June',
          task: 'Once the NEET-UG result is declared and qualifying, accept the offer and pay the deposit by the date the offer letter gives.',
        },
        {
          when: 'June-July',
          task: 'The university lodges the student pass application with EMGS. Do the pre-arrival medical check, and pay the EMGS processing and insurance charges the portal shows.',
        },
        {
          when: 'July-August',
          task: 'When the eVAL arrives, arrange entry as it instructs, then book the flight and the first accommodation.',
        },
        {
          when: 'August-September',
          task: 'Fly in before term, attend the post-arrival medical check within 7 days and hand the passport to the university for the student pass.',
        },
        {
          when: 'For a February start',
          task: "For Monash or IMU's February intake, use the NEET-UG result declared the June before, meet the university's own closing date for applications and tests, and run the EMGS steps from about October so as to arrive in January or February.",
        },
      ],
      paperwork: [
        {
          step: 'Certified copies',
          detail:
            'EMGS works from copies certified to its own rules, or certified by the university once it has seen the originals. Ask the admissions office which it will do before sending anything abroad.',
        },
        {
          step: 'Attestation only if asked',
          detail:
            'Malaysia had not joined the Apostille Convention as of May 2025, so an MEA apostille is not the route. If the university or the High Commission of Malaysia asks for attested papers, that means state verification, MEA attestation and then the High Commission in New Delhi; confirm the current rule with the High Commission.',
        },
        {
          step: 'Translation',
          detail:
            'Indian board documents issued in English need no translation. Anything in Hindi or a regional language needs a certified English translation.',
        },
        {
          step: 'Originals',
          detail:
            'Carry the original mark sheets, certificates and passport: the university checks them at enrolment.',
        },
      ],
      visa: [
        "Indians may visit Malaysia for up to 30 days without a visa until 31 December 2026, but that exemption is for visits such as tourism and business, not for study. A student needs a Student Pass, which the university applies for through Education Malaysia Global Services (EMGS), the Ministry of Education's agency.",
        'When EMGS approves, it issues an electronic Visa Approval Letter (eVAL). The letter says how the entry visa is obtained; follow it, and travel before the eVAL expires (check the date printed on it).',
        'After arrival the student pass is endorsed in the passport. It is renewed through the university for up to 12 months at a time, and the insurance bought through EMGS is renewed each year with it.',
      ],
      travel: [
        'Malaysia Airlines, AirAsia and Batik Air fly non-stop to Kuala Lumpur from the six Indian metro cities and several other cities, and IndiGo flies there from Chennai and Bengaluru. Routes change: check current ones when booking.',
        "IMU is in Bukit Jalil, Kuala Lumpur, and Monash's first two years are at Bandar Sunway near the capital. NUMed and Monash's clinical school are in Johor, in the far south: reach them by a domestic flight from Kuala Lumpur or by road.",
        'Keep the eVAL, the offer letter and the pre-arrival medical report in hand luggage: immigration officers at the airport may ask for them.',
      ],
      arrival: [
        'Within 7 days of arrival, attend the post-arrival medical screening at an EMGS panel clinic; ask the university which clinic to use.',
        "Then hand the passport to the university's international office so the student pass can be endorsed, and keep a copy of the passport with you while it is away.",
        'Prepaid SIM cards are registered with the passport at the counter. Ask the international office which bank opens accounts for international students and which letter it needs.',
        'Monash and NUMed offer student accommodation; IMU is listed without a hostel of its own, so its students usually rent nearby. Sign a tenancy only after seeing the room and reading the deposit terms.',
      ],
      monthlyCosts: [
        {
          item: 'Local transport (rail, bus, ride-hailing)',
          low: 80,
          high: 250,
          currency: 'MYR',
          estimate: true,
        },
        { item: 'Phone plan with mobile data', low: 30, high: 80, currency: 'MYR', estimate: true },
        {
          item: 'Household items, laundry and toiletries',
          low: 80,
          high: 200,
          currency: 'MYR',
          estimate: true,
        },
        {
          item: 'Personal spending and outings',
          low: 150,
          high: 400,
          currency: 'MYR',
          estimate: true,
          note: 'Accommodation, food and insurance are in the yearly costs on the country page.',
        },
      ],
    },
    sources: [
      {
        title:
          'Monash University Malaysia 2026 prospectus and guide: Malaysian Medical Council entry requirements for Indian nationals; 6% service tax on international tuition since 1 Jul 2025',
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          'HCCH: status table of the Apostille Convention (Malaysia had not joined as of May 2025)',
        url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
        date: '2026-11-24',
      },
      {
        title:
          'NMC: Foreign Medical Graduate Licentiate Regulations, 2021 (Gazette text, via SCC Online, 26 Nov 2021)',
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          'Monash University Malaysia 2026 prospectus and guide (MMC entry requirements for Indian nationals; 6% service tax since 1 July 2025)',
        url: null,
        date: '2026-11-24',
      },
      {
        title: 'Education Malaysia Global Services: student pass renewal',
        url: 'https://educationmalaysia.gov.my/how-to-apply/student-pass-renewal.html',
        date: '2026-11-25',
      },
      {
        title:
          'Education Malaysia Global Services: student pass application checklist v1.13 (passport 12 months, certified copies, pre-arrival medical), stored copy',
        url: null,
        date: '2026-11-25',
      },
      {
        title: 'TATIUC international office: medical screening (post-arrival within 7 days)',
        url: 'http://tatiuc.edu.my/international/MedicalScreening.html',
        date: '2026-11-25',
      },
      {
        title: 'University of Nottingham Malaysia: applying for the eVAL through EMGS',
        url: 'https://www.nottingham.edu.my/International/Offerholders/Visasandimmigration/New-students-2016-Self-apply.aspx',
        date: '2026-11-25',
      },
      {
        title: 'INCEIF student kit: VAL valid for 6 months; single-entry visa for the student pass',
        url: 'https://fliphtml5.com/iungs/begq/INCEIF_Student_Kit_June_2019/129',
        date: '2019-06-12',
      },
      {
        title: 'The Star: Malaysia extends visa exemption for Indian nationals until 2026',
        url: 'https://www.thestar.com.my/news/nation/2024/12/20/malaysia-extends-visa-exemption-for-indian-nationals-until-2026',
        date: '2024-12-20',
      },
      {
        title:
          'Gulf News: High Commission of India advisory on the 30-day visa-free scheme (business, tourism, social and transit)',
        url: 'https://gulfnews.com/business/tourism/why-are-indians-denied-entry-into-malaysia-under-30-day-visa-free-entry-scheme-1.500249807',
        date: '2026-11-25',
      },
      {
        title:
          "Indonesian Post: Indonesia's recommendation that Malaysia join the Apostille Convention",
        url: 'http://indonesianpost.com/2025/05/10/the-path-to-apostille-convention-membership-indonesias-recommendation-for-malaysia',
        date: '2025-05-10',
      },
      {
        title:
          'Hindustan Times (via Bohear): the flights to visa-free Malaysia (Malaysian carriers from 11 Indian cities)',
        url: 'https://bohear.com/the-flights-that-will-take-you-to-visa-free-malaysia-travel',
        date: '2026-11-25',
      },
      {
        title: 'The Hindu BusinessLine: IndiGo expanding its services to Malaysia from south India',
        url: 'https://www.thehindubusinessline.com/economy/logistics/indigo-expanding-its-services-to-malaysia-from-south/article68938395.ece',
        date: '2024-12-02',
      },
    ],
  },
}
