import { FMGE_IN_BRIEF, NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Philippines: what its universities share, stated once; a university holds only what differs. */
export const philippines: Destination = {
  slug: 'philippines',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification for the pre-medical BS, then the National Medical Admission Test (NMAT) at the percentile the school sets before the MD.',
    duration: 'About 5.5-6.5 years (BS pre-med + MD of 4 to 4.5 years)',
    language: 'English',
    intake: ['August'],
    admissionProcess:
      "Apply with Class 10 and 12 mark sheets, NEET-UG score card and passport copy\nReceive the offer and notice of acceptance for the pre-medical BS\nHave documents authenticated (apostilled) and apply for the Philippine student visa the school advises\nTravel to the Philippines, enrol in the BS and register with the Bureau of Immigration\nAfter the BS, pass the NMAT and obtain CHED's certificate of eligibility to enter the MD",
    eligibility:
      'Passport valid for at least 18 months\nComplete the pre-medical BS and pass the National Medical Admission Test (NMAT) at the percentile the school sets before entering the MD',
    intakes:
      'The MD year usually begins around August; the pre-medical BS for Indian students often starts around August or September, and some schools run a second BS start early in the year. Apply three to four months ahead for visa processing.',
    additionalExpenses:
      'Hostel or dormitory: about $1,200-2,000 a year\nFood: about $1,200-1,800 a year\nVisa, ACR I-Card and immigration fees: about $400-700 a year\nMedical insurance: about $100-300 a year\nNMAT fee, books and instruments: about $150-300 a year',
  },
  /** The hero of its universities page, /country/philippines. */
  hero: {
    heading: 'Study MBBS in the Philippines',
    description:
      'English is an official language and the language of teaching, though many patients speak Filipino or a regional language. Medicine follows the American MD model: a pre-medical BS degree of about 1.5-2 years, then an MD of 4 to 4.5 years.',
    benefits: ['Taught in English', 'American-style MD curriculum', 'Tropical climate'],
  },
  faq: [
    {
      question: 'Is the BS + MD route accepted for FMGE in India?',
      answer:
        "This is the main risk. NMC's public notices say the pre-medical BS does not count towards the 54-month minimum and that a 48-month MD falls short, for students admitted after 18 November 2021. CHED said in 2025 that Philippine MD programmes meet NMC norms, but we have not seen an NMC notice accepting this, and India's Embassy in Manila urges caution. Do not enrol without written details of the MD's length and internship.",
    },
    {
      question: 'What about FMGE or NExT?',
      answer: `If the course is accepted under FMGL, graduates must pass FMGE (${FMGE_IN_BRIEF}). ${NEXT_STATUS} We do not quote pass rates we cannot source.`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'contested',
      note: 'NMC does not count the BS, and a 4-year MD is 48 months, below 54. Some schools now offer a 54-month MD to Indian students; NMC has not confirmed it.',
      checkedOn: '2026-11-22',
      source: 'NMC notice of 22 Nov 2023 on the BS + MD route; CHED letter (8 May 2025)',
    },
    internship12MonthsSameInstitution: {
      status: 'contested',
      note: 'CHED said in 2025 that a 12-month internship at the school or its affiliate is possible; rules for foreign graduates have shifted. Get the plan in writing.',
      checkedOn: '2026-11-22',
      source:
        'CHED letter (8 May 2025); APMC advisories 2025-03 (13 Aug 2025) and 2025-04 (25 Nov 2025)',
    },
    englishMedium: {
      status: 'contested',
      note: 'Teaching, exams and hospital records are in English, an official language of the Philippines, but some patients speak only Filipino or a local language, which students then use on the wards; so, as in every country where students must use another language with patients, the course is not in English throughout.',
      checkedOn: '2026-12-07',
      source: NMC_MEDIUM_ADVISORY,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: "No official list compares foreign curricula with the Indian MBBS; compare the subject list with NMC's schedule.",
      checkedOn: null,
    },
    wholeCourseOneInstitution: {
      status: 'unverified',
      note: 'Confirm that the BS, the MD and the internship all run at this school and its own or affiliated hospital; FMGL asks for one institution.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'contested',
      note: "PRC said in 2023 foreign graduates may apply for the licence exam under the Medical Act of 1959, which has a reciprocity condition; India's Embassy urges caution.",
      checkedOn: '2026-11-22',
      source: 'Medical Act of 1959 (reciprocity); no enacted amendment found (May 2024 reports)',
    },
  },
  cautions: [],
  universityCautions: [
    {
      date: '2023-11-22',
      text: "The BS + MD route does not meet India's FMGL 2021 rules for students admitted after 18 Nov 2021 (NMC notice of 22 Nov 2023). An NMC corrigendum of 1 Jan 2026 lets BS students admitted before that date take the 2002 screening-test route with one extra year of internship in India.",
      source:
        'NMC notice reported by Medical Dialogues (24 Nov 2023); PTI via Newsdrum (1 Jan 2026)',
      url: null,
    },
  ],
  guide: {
    tagline:
      "Medicine taught in English through a pre-medical BS and then a Doctor of Medicine; read India's recognition caution on this page before you apply.",
    overview: [
      'The six Philippine schools in our catalogue are private colleges of medicine recognised by the Commission on Higher Education (CHED). None of them takes an Indian student straight into medicine: the student first completes a pre-medical Bachelor of Science, then sits the National Medical Admission Test (NMAT), and only then joins the Doctor of Medicine.',
      'The MD is a graduate-entry degree: basic and clinical sciences on campus, then clerkship and internship in hospitals. Lectures and exams are in English, but many patients in Manila, Cebu, Davao or Pangasinan prefer Filipino or their own language, so students learn working phrases for the wards.',
      'For a family in India the first question is recognition at home. The BS + MD route is the subject of the NMC caution on this page, and the licence and course-length items of the FMGL checklist are contested. Before paying anything, get in writing from the school how long its MD is, where the internship is done and which institution awards each part.',
    ],
    degreeAwarded:
      'Doctor of Medicine (MD), awarded after a separate pre-medical Bachelor of Science degree',
    advantages: [
      "Lectures, textbooks and exams are in English, one of the Philippines' two official languages",
      'India and the Philippines both accept the apostille, so papers need no embassy legalisation',
      'Air India has flown non-stop between Delhi and Manila since 1 October 2025',
      'Schools accredited by the Bureau of Immigration handle the student-visa paperwork with it',
      'Manila is two and a half hours ahead of Indian time, so calls home are easy to fit in',
    ],
    documents: [
      'Passport valid for at least 18 months, with blank pages for the visa and immigration stamps',
      'Class 10 and 12 mark sheets and passing certificates, each carrying the MEA apostille',
      'NEET-UG scorecard showing the qualifying result',
      'Birth certificate, verified by the state Home or General Administration Department and apostilled',
      'Recent photographs on a white background, in the sizes the school and the embassy ask for',
      'Medical certificate from a registered doctor, with an HIV test report',
      "A parent's notarised and apostilled affidavit of support, with recent bank statements",
      "The school's Notice of Acceptance, bearing its dry seal",
    ],
    practical: {
      summary:
        'The Philippine visa route, apostilling Indian papers, getting to Manila and the first weeks at a medical school there.',
      timeline: [
        {
          when: 'January-April',
          task: 'Apply for or renew the passport so it stays valid at least 18 months after the flight. Have the birth certificate verified by the state and apostilled by the MEA.',
        },
        {
          when: 'May',
          task: 'As soon as Class 12 results are out, start state verification of the mark sheets. Shortlist schools and ask each, in writing, how long its MD runs and where its internship is done.',
        },
        {
          when: 'June',
          task: 'When the NEET-UG result is declared, apply with the scorecard and mark sheets. Read the NMC caution on the country page together as a family before accepting.',
        },
        {
          when: 'June-July',
          task: "Receive the Notice of Acceptance. Get the mark sheets and the parent's affidavit of support apostilled, and have the medical examination and HIV test done.",
        },
        {
          when: 'July',
          task: 'Apply at the Embassy of the Philippines in New Delhi for the visa the school names. Book the flight only once the visa is in the passport.',
        },
        {
          when: 'August',
          task: 'Fly to Manila, and on to the school if it is outside Metro Manila. Hand the passport to the school for the student-visa steps; the BS usually starts in August or September.',
        },
        {
          when: 'If August is missed',
          task: 'Ask whether the school runs a BS start early in the following year, and run the same steps about three months before it.',
        },
      ],
      paperwork: [
        {
          step: 'State verification',
          detail:
            "Mark sheets and certificates go first to the education department's authentication centre of the state where the board sits; the birth certificate goes to the state Home or General Administration Department. The MEA apostilles only papers verified this way.",
        },
        {
          step: 'MEA apostille',
          detail:
            'The Ministry of External Affairs apostilles the verified originals through its authorised collection centres. The Philippines has applied the Apostille Convention since 14 May 2019, so its embassy adds no further stamp to an apostilled Indian paper.',
        },
        {
          step: 'Affidavit of support',
          detail:
            'A parent signs an affidavit of support before a notary in India, stating who pays the fees and living costs; it is then apostilled like the other papers. Attach recent bank statements.',
        },
        {
          step: 'Translation',
          detail:
            'Papers in English need no translation. A certificate in Hindi or a regional language needs a certified English translation; ask the school whether the translation must also be notarised and apostilled, and confirm with the embassy.',
        },
      ],
      visa: [
        'Study needs a student status, not a tourist entry. Since mid-2025 Indians may visit the Philippines without a visa for up to 14 days, but that entry is for tourism only and cannot be changed into a student visa.',
        'The school tells you which of two routes it uses. In one, the school obtains approval from CHED, the Bureau of Immigration and the Department of Foreign Affairs, and the embassy then issues a 9(f) student visa. In the other, the Embassy of the Philippines in New Delhi issues a 9(a) visitor visa for conversion into a 9(f) after arrival. The embassy takes fees by demand draft; check the current amount and checklist with it.',
        'The 9(f) student visa is for students aged 18 or over. A student who arrives at 17 should ask the school about the Special Study Permit instead. Student status is extended through the school with the Bureau of Immigration each term or year.',
      ],
      travel: [
        'Air India started non-stop flights from Delhi to Manila on 1 October 2025, five days a week at launch. From other Indian cities, flights connect through a South-East Asian hub such as Singapore or Kuala Lumpur; check current routes and timings when booking.',
        'Three catalogue schools are in Metro Manila (Las Piñas, Valenzuela and Makati). Davao Medical School Foundation and Southwestern University PHINMA in Cebu are a domestic flight from Manila, and Lyceum Northwestern in Dagupan is a road journey north of the capital.',
        'Keep the Notice of Acceptance, the visa papers and the school contact in hand luggage, and ask the school to arrange an airport pick-up for the first arrival.',
      ],
      arrival: [
        "In the first days the school's foreign-students office collects the passport, the Notice of Acceptance, photos and, where the course requires one, CHED's certificate of eligibility for admission, and files the student-visa conversion with the Bureau of Immigration. Once it is approved, the student gives fingerprints for the ACR I-Card, the alien registration card that every student-visa holder carries.",
        'A medical examination by the Bureau of Quarantine or a government hospital is part of the immigration file; the school says where to go and what to bring.',
        "Local SIM cards must be registered with an ID under the Philippines' SIM Registration Act of 2022; foreign students use their passport. Ask the school which bank opens accounts for foreign students and which papers it wants, and carry an Indian forex card for the first weeks.",
        'Before paying for a dormitory or flat, ask the school for its list of accredited housing, see the room, and get the rent, deposit and notice period in writing.',
      ],
      monthlyCosts: [
        {
          item: 'Local transport (jeepney, tricycle, ride-hailing)',
          low: 20,
          high: 50,
          currency: 'USD',
          estimate: true,
        },
        { item: 'Phone plan and mobile data', low: 8, high: 20, currency: 'USD', estimate: true },
        {
          item: 'Laundry, toiletries and household items',
          low: 20,
          high: 40,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Personal spending and outings',
          low: 40,
          high: 100,
          currency: 'USD',
          estimate: true,
          note: 'Housing and food are in the yearly costs on the country page, not here.',
        },
      ],
    },
    sources: [
      {
        title:
          'NMC public notice of 22 Nov 2023: the BS + MD route is not recognised for students admitted after 18 Nov 2021 (Medical Dialogues, 24 Nov 2023)',
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          'NMC corrigendum of 1 Jan 2026: BS students admitted before 18 Nov 2021 fall under the 2002 Screening Test Regulations, with one more year of internship in India (PTI via Newsdrum, 1 Jan 2026)',
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          'CHED letter of 8 May 2025: a Philippine MD of 54 months plus a 12-month internship (no NMC notice accepting it found)',
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          'Philippine Medical Act of 1959: the licensure exam is open to foreigners only under reciprocity; APMC advisories 2025-03 (13 Aug 2025) and 2025-04 (25 Nov 2025) on where foreign graduates may intern',
        url: null,
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
          "Philippine News Agency: 'Apostillation' of documents in PH takes effect on May 14 (DFA advisory)",
        url: 'https://www.pna.gov.ph/articles/1069175',
        date: '2019-05-07',
      },
      {
        title:
          'Ministry of External Affairs: attestation and apostille procedure (state Home/GAD or education department first, then MEA)',
        url: null,
        date: '2026-11-25',
      },
      {
        title:
          'Embassy of the Philippines, New Delhi: requirements for issuance of 9(a) visa for conversion into 9(f) visa',
        url: 'https://newdelhipe.dfa.gov.ph/index.php/events/80-visa/126-requirements-for-issuance-of-9-a-visa-for-conversion-into-9-f-visa',
        date: '2026-11-25',
      },
      {
        title: 'Philippine Embassy, Ottawa: 9(f) student visa (CHED, BI and DFA approval; age 18)',
        url: 'https://ottawape.dfa.gov.ph/index.php/2016-04-12-08-36-08/9-f-student-visa',
        date: '2026-11-25',
      },
      {
        title: 'India Today: Philippines grants visa-free entry to Indian nationals',
        url: 'https://www.indiatoday.in/information/story/philippines-grants-visa-free-entry-to-indian-nationals-key-details-and-guidelines-2734444-2025-06-02',
        date: '2025-06-02',
      },
      {
        title:
          'Etemaad Daily: Philippines announces visa-free entry for Indian tourists (tourism only, not convertible)',
        url: 'https://www.en.etemaaddaily.com/world/international/philippines-announces-visa-free-entry-for-indian-tourists-under-new-travel-rules:176135',
        date: '2026-11-25',
      },
      {
        title:
          "Lokmat Times (ANI): Air India inaugurates India's first non-stop flight to Philippines",
        url: 'https://www.lokmattimes.com/business/air-india-inaugurates-indias-first-non-stop-flight-to-philippines/',
        date: '2025-10-01',
      },
      {
        title: 'Manila Bulletin: Air India launches direct Delhi-Manila flights this October',
        url: 'https://mb.com.ph/2025/06/05/air-india-launches-direct-delhi-manila-flights-this-october',
        date: '2025-06-05',
      },
      {
        title:
          'Davao Medical School Foundation, Foreign Students Unit: 9(f) conversion checklist and ACR I-Card',
        url: 'https://www.dmsf.edu.ph/foreign-students-unit/',
        date: '2026-11-25',
      },
      {
        title: 'University of the Philippines Diliman: application for conversion to student visa',
        url: 'https://upd.edu.ph/application-for-conversion-to-student-visa/',
        date: '2022-11-11',
      },
      {
        title: 'Republic Act No. 11934, SIM Registration Act (Philippines)',
        url: null,
        date: '2022-10-10',
      },
    ],
  },
}
