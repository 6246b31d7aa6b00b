import { FMGE_IN_BRIEF, NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Uzbekistan: what its universities share, stated once; a university holds only what differs. */
export const uzbekistan: Destination = {
  slug: 'uzbekistan',
  defaults: {
    entranceRequirement: 'NEET-UG qualification, and the interview or test the university sets.',
    duration: '6 years',
    language: 'English (Uzbek or Russian needed with patients)',
    intake: ['September'],
    admissionProcess:
      'Apply with the Class 12 marksheet, NEET-UG scorecard and passport copy\nTake the interview or test the university sets\nReceive the admission letter and visa invitation\nApply for an Uzbek student visa and travel before classes begin\nOn arrival: sign the contract, pay the fee, register your address and join classes',
    eligibility:
      "A pass in the university's interview or test; Samarkand interviews in Biology, Chemistry and the language of teaching",
    intakes:
      'Classes start in September. Apply by June or July so the invitation and visa are ready in time.',
    additionalExpenses:
      'Hostel: about $500-1,000 a year\nFood: about $1,000-1,400 a year (Indian mess where offered)\nMedical insurance: about $100-200 a year\nVisa extension and registration: about $100-200 a year',
  },
  faq: [
    {
      question: 'Is the course taught in English?',
      answer:
        'Teaching is in English; Uzbek or Russian is needed with patients, so language classes matter.',
    },
    {
      question: 'Will my child have to pass FMGE or NExT to practise in India?',
      answer: `Yes. Graduates must pass FMGE: ${FMGE_IN_BRIEF}. ${NEXT_STATUS} We do not promise any pass rate.`,
    },
  ],
  fmgl: {
    wholeCourseOneInstitution: {
      status: 'unverified',
      note: "We know of no twinning or transfer arrangement, but we found no document of the university's that says so, so this is unverified: get in writing that every year, the clinical years included, is taught by this university.",
      checkedOn: null,
    },
    duration54Months: {
      status: 'unverified',
      note: "The General Medicine programme is described as 6 years (72 months), but we have no page of the university's to cite here. Get the programme's length for your intake in writing.",
      checkedOn: null,
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'The final year is described as clinical practice. Get in writing that a 12-month internship is done at this university.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but students must use Uzbek or Russian with patients, so the course is not in English throughout.',
      checkedOn: '2026-11-22',
      source: NMC_MEDIUM_ADVISORY,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subject list and clinical postings with the Indian MBBS.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'unverified',
      note: 'Not confirmed whether foreign graduates get an Uzbek licence on a par with citizens. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
  guide: {
    tagline:
      'Three state medical schools in Tashkent, Samarkand and Andijan teach General Medicine to foreigners in English; patients speak Uzbek or Russian.',
    overview: [
      'Our catalogue holds three Uzbek schools, all state-run: Tashkent State Medical University (formed in April 2025 when Tashkent Medical Academy merged with two other Tashkent institutes), Samarkand State Medical University and Andijan State Medical Institute. Each admits foreigners to an English stream after an interview or test of its own.',
      "Samarkand's international faculty gives the normal length as six years for school leavers. Agents describe the final year as an internship; whether it is a 12-month internship done at the same university, as FMGL requires, is not confirmed, so get it in writing before you pay.",
      'Two points to weigh. The hospitals work in Uzbek or Russian, so language study is not optional. And in July 2025 the NMC named the Chirchik branch of Tashkent State Medical University: an admission letter from TSMU must be for the main campus in Tashkent.',
    ],
    degreeAwarded:
      "Samarkand names the qualification 'Medical Doctor' for its specialty 'Medicine'. The diploma titles used by Tashkent and Andijan are unverified: ask for a sample diploma.",
    advantages: [
      'All three catalogue schools are state institutions, in Tashkent, Samarkand and Andijan',
      'Uzbekistan has had a one-year student visa, issued at the request of the university, since 2019',
      'Uzbekistan applies the Apostille Convention (since 2012), so an MEA apostille replaces embassy legalisation',
      'Samarkand runs a separate international faculty and has taken Indian students since 2020-21',
    ],
    documents: [
      'Passport valid for at least 18 months from the date of travel',
      'Class 10 and 12 mark sheets and certificates, apostilled, with Uzbek or Russian translations if the university asks',
      'NEET-UG scorecard still within its 3-year validity',
      'Birth certificate, state-attested and apostilled',
      'Digital photo (Samarkand asks for 10 x 15 cm, JPG, at least 300 DPI) and printed 3 x 4 cm copies',
      'Medical certificate on form 086/U and an HIV test certificate dated within 3 months of the application',
      'Chickenpox (varicella) vaccination certificate, which Samarkand lists',
      "Bank statement or loan letter for the first year's costs, and the fee receipt",
      'Registration on the Study in Uzbekistan portal (studyin-uzbekistan.uz), required by Samarkand',
    ],
    practical: {
      summary:
        'Uzbekistan step by step: MEA apostille, the student visa on university request, registration within 72 hours of entry, and estimated monthly costs.',
      timeline: [
        {
          when: 'February-April',
          task: 'Renew the passport if it will not cover 18 months. Find the chickenpox vaccination record; if there is none, see a doctor early, as the vaccine may need two doses weeks apart.',
        },
        {
          when: 'May',
          task: 'Take NEET-UG. Create the account on the Study in Uzbekistan portal and start state attestation of the Class 10 certificate and birth certificate.',
        },
        {
          when: 'June',
          task: 'Once the NEET-UG result is out, apply to the chosen universities and prepare for the interview in Biology, Chemistry and English.',
        },
        {
          when: 'July',
          task: 'Sit the interview. With the admission letter in hand, get the Class 12 documents attested and apostilled, and ask whether Uzbek or Russian translations are needed.',
        },
        {
          when: 'Early August',
          task: 'Do the HIV test and form 086/U now, so they are less than 3 months old. The university requests visa support from the Ministry of Foreign Affairs.',
        },
        {
          when: 'Mid to late August',
          task: 'Collect the student visa from the Embassy of Uzbekistan once the approval reaches it. Keep dates flexible: in 2025 the TSMU merger pushed interviews to late August.',
        },
        {
          when: 'September',
          task: 'Fly to Tashkent, travel on to Samarkand or Andijan if needed, and register within 72 hours of arrival.',
        },
      ],
      paperwork: [
        {
          step: 'State authentication',
          detail:
            "Class 10 and 12 papers need the seal of the issuing state's Education Department; the birth certificate goes to the Home or General Administration Department of that state. The MEA apostilles only after this.",
        },
        {
          step: 'MEA apostille',
          detail:
            'The Apostille Convention has applied to Uzbekistan since 15 April 2012. The states reported as excluded are Austria, Belgium, Germany and Greece, not India, so the MEA apostille is the route. Confirm with the university before you start.',
        },
        {
          step: 'Uzbek or Russian translation',
          detail:
            'Uzbek admission rules for foreigners, as Tashkent universities publish them, ask for the school certificate translated into Uzbek or Russian and notarised. Ask the university whether to do this in India or after arrival.',
        },
        {
          step: 'Medical papers',
          detail:
            'Form 086/U, the HIV certificate and the vaccination certificate are checked at admission. Keep originals and copies: Samarkand also requires a full medical check-up every academic year.',
        },
      ],
      visa: [
        "A 'student visa' was created by a Presidential Decree of 5 January 2019: a one-year visa issued at the request of the educational institution or its ministry. The university applies to the Ministry of Foreign Affairs for visa support; once it is approved, your child collects the visa at the Embassy of Uzbekistan in New Delhi. Ask the embassy about its current form and fee.",
        'Enter only on the visa the university has requested; do not travel on a tourist e-visa and hope to change it later. The visa is extended each year through the university, which asks for the passport some weeks before the registration ends (two weeks at one Tashkent university).',
      ],
      travel: [
        'IndiGo opened non-stop Delhi-Tashkent flights in September 2023 and Mumbai-Tashkent from 1 August 2025, then suspended its Tashkent flights (with Almaty, Tbilisi and Baku) from late January 2026 to avoid the airspace around Iran, extending the pause to at least 28 March 2026. We found no report that they have restarted: check which airlines fly to Tashkent now before you book.',
        'Samarkand and Andijan are far from Tashkent. Plan the onward leg by domestic flight or train, or check current routes into those cities, and ask the university whether it collects new students.',
      ],
      arrival: [
        'Temporary registration: every foreigner must be registered at the place of stay within 72 hours of entering Uzbekistan. Give the passport and photos to the university office on the first or second day so it can register the hostel address.',
        'Medical and enrolment: bring form 086/U, the HIV certificate and the vaccination record to enrolment, and expect the yearly check-up Samarkand requires.',
        'Contract and fees: sign the study contract, pay by the bank route the university names, and keep receipts for the visa extension.',
        'SIM and cash: buy a local SIM with the passport, ask which local bank card the university recommends, and bring some US dollars for the first days.',
      ],
      monthlyCosts: [
        {
          item: 'Meals and groceries beyond the mess',
          low: 30,
          high: 75,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Metro, buses and taxis',
          low: 7,
          high: 20,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Prepaid calls and mobile data',
          low: 4,
          high: 10,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Personal spending: toiletries, laundry, clothes, outings',
          low: 25,
          high: 65,
          currency: 'USD',
          estimate: true,
        },
      ],
    },
    sources: [
      {
        title:
          'NMC alert of 21 Jul 2025 naming the Chirchik branch of Tashkent State Medical University, as reported by the New Indian Express and Careers360 (21 Jul 2025)',
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          'Samarkand State Medical University: application procedure for foreign citizens (interview, documents, HIV test, portal)',
        url: 'https://www.sammu.uz/en/pages/admission_procedure_int',
        date: '2026-11-25',
      },
      {
        title:
          "Samarkand State Medical Institute: international faculty (specialty 'Medicine', qualification 'Medical Doctor', 6 years)",
        url: 'https://www.sammi.uz/en/pages/international_education_faculty',
        date: '2026-11-25',
      },
      {
        title: 'Uzbekistan.travel: Decree PD-5611 of 5 January 2019, Appendix 5 (student visa)',
        url: 'http://uzbekistan.travel/%D0%BF%D0%B5%D1%80%D0%B5%D1%87%D0%B5%D0%BD%D1%8C-%D0%B2%D0%BD%D0%B5%D0%B4%D1%80%D1%8F%D0%B5%D0%BC%D1%8B%D1%85-%D0%B4%D0%BE%D0%BF%D0%BE%D0%BB%D0%BD%D0%B8%D1%82%D0%B5%D0%BB%D1%8C%D0%BD%D1%8B%D1%85/',
        date: '2019-01-05',
      },
      {
        title:
          'Turin Polytechnic University in Tashkent: visa support and registration within 72 hours',
        url: 'https://polito.uz/visa-registration/',
        date: '2026-11-25',
      },
      {
        title:
          'Tashkent State Transport University: admission of foreign citizens (translation into Uzbek or Russian, notarised; form 086)',
        url: 'http://tashiit.uz/en/admission-of-foreign-citizens/',
        date: '2026-11-25',
      },
      {
        title:
          'Apostille.org: apostille information for Uzbekistan (accession law in effect 5 April 2011)',
        url: 'https://www.apostille.org/apostille-uzbekistan/',
        date: '2026-11-25',
      },
      {
        title:
          'Apostille.expert: Uzbekistan apostille in effect from 15 April 2012; not applied with Austria, Belgium, Germany, Greece',
        url: 'https://apostille.expert/en/apostille-uzbekistan-%F0%9F%87%BA%F0%9F%87%BF/',
        date: '2026-11-25',
      },
      {
        title:
          'Ministry of External Affairs: apostille for Hague Convention countries (MEA text reproduced on apostillemea.in)',
        url: 'http://apostillemea.in/apostille_convention_members.html',
        date: '2026-11-25',
      },
      {
        title:
          'CNBC TV18: IndiGo announces Delhi-Tashkent flights from 22 September 2023, four a week',
        url: 'https://www.cnbctv18.com/aviation/indigo-adds-uzbekistan-to-its-network-announces-delhi-tashkent-direct-flights-from-september-22-17547281.htm/amp',
        date: '2023-08-16',
      },
      {
        title: 'National Herald (PTI): IndiGo halts flights to Tbilisi, Almaty, Tashkent and Baku',
        url: 'https://www.nationalheraldindia.com/national/indigo-halts-flights-to-tbilisi-almaty-tashkent-and-baku-amid-iran-tensions',
        date: '2026-01-26',
      },
      {
        title:
          'The Traveler: IndiGo extends the Tbilisi, Almaty, Baku and Tashkent suspension until 28 March 2026',
        url: 'https://www.thetraveler.org/indigo-suspends-tbilisi-almaty-baku-tashkent-flights-until-march-28-over-iran-tensions',
        date: '2026-02-16',
      },
      {
        title: 'India TV: IndiGo Mumbai-Tashkent flights from 1 August 2025',
        url: 'https://www.indiatvnews.com/business/news/indigo-expands-global-reach-with-new-direct-flights-from-mumbai-to-almaty-tashkent-and-tbilisi-check-dates-and-other-details-2025-06-10-994104',
        date: '2025-06-10',
      },
    ],
  },
}
