import { FMGE_IN_BRIEF, NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Belarus: what its universities share, stated once; a university holds only what differs. */
export const belarus: Destination = {
  slug: 'belarus',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, and an interview in English, Chemistry and Biology.',
    duration: '6 years',
    language: 'English (Russian for clinical practice)',
    intake: ['September'],
    admissionProcess:
      "Email scans of the passport, Class 10 and 12 mark sheets and NEET-UG scorecard to the university's faculty for international students and ask for an invitation to study\nReceive the invitation and apply for the Belarusian study visa with it\nTravel to the university city and hand in the originals with notarised Russian translations\nSit the interview in English, Chemistry and Biology\nSign the contract, pay the fee, pass the medical check and register with the migration authorities through the university",
    eligibility:
      'Passport valid for at least 18 months\nInterview in the language of study, Chemistry and Biology on arrival\nDocuments translated into Russian and notarised',
    intakes: null,
    additionalExpenses:
      'Hostel: about $800-1,500 a year\nFood: about $1,500-2,400 a year\nCompulsory medical insurance: about $100-200 a year\nRegistration and medical check: about $100 a year\nVisa and residence: about $100-200 a year',
  },
  faq: [
    {
      question: 'Is it taught in English?',
      answer:
        'Lectures and exams can be in English, but patients speak Russian or Belarusian, so students must learn Russian for the clinical years.',
    },
    {
      question: 'What about FMGE or NExT after graduating?',
      answer: `To practise in India the graduate must pass the FMGE: ${FMGE_IN_BRIEF}. ${NEXT_STATUS}`,
    },
  ],
  fmgl: {
    wholeCourseOneInstitution: {
      status: 'unverified',
      note: "We know of no twinning or transfer arrangement, but we found no document of the university's that says so, so this is unverified: get in writing that every year, the clinical years included, is taught by this university.",
      checkedOn: null,
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'No 12-month internship inside the 6-year course is confirmed; in Belarus the internship follows graduation. Get the position in writing.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes can be in English, but clinical work with patients needs Russian, so the course is not English-only in practice.',
      checkedOn: '2026-11-22',
      source: NMC_MEDIUM_ADVISORY,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subjects and clinical postings with the Indian MBBS before paying.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'unverified',
      note: 'Whether foreign graduates can get a Belarusian licence on par with citizens is not confirmed. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
  guide: {
    tagline:
      'The state medical universities of Minsk, Grodno and Vitebsk teach General Medicine to foreigners in English or in Russian.',
    overview: [
      'Our catalogue lists three Belarusian universities: the state medical universities in Minsk, Grodno and Vitebsk. Each runs a faculty for international students in which the student picks English or Russian as the medium. Vitebsk says both groups follow one curriculum, and all three keep a preparatory department for a year of language or science before the course.',
      'Admission happens in Belarus itself. The university first sends an invitation, the student travels on a study visa, and the interview in English, Chemistry and Biology takes place after arrival. So the family pays for the journey before the seat is final: ask the university in writing what happens, and what is refunded, if the interview goes badly.',
      'Hospital patients speak Russian or Belarusian, so an English-group student still needs working Russian by the clinical years. In Belarus the internship comes after graduation, outside the six years, and we could not confirm that a foreign graduate can be licensed there. Read the FMGL checklist on this page with that in mind.',
    ],
    degreeAwarded:
      "Diploma of higher education in General Medicine, qualification 'Doctor' (vrach). Grodno's English page of 2014-15 called it the title 'Doctor of Medicine'; the current wording is unverified, so ask for a sample diploma.",
    advantages: [
      'A choice of English or Russian groups; at Vitebsk both follow the same curriculum',
      'A preparatory department at each of the three universities, for language or science first',
      'Dormitories for international students at every catalogue university, paid apart from tuition',
      'Vitebsk takes the fee in US dollars by bank transfer, in two parts a year',
      "The dean's office arranges migration registration and the yearly residence permit",
    ],
    documents: [
      'Passport valid for at least 18 months, with photocopies of the photo page',
      'Class 10 and Class 12 mark sheets and certificates with the MEA apostille (Vitebsk wants above-average Biology and Chemistry marks)',
      'NEET-UG scorecard (printout of the result page)',
      'Birth certificate with the MEA apostille; the university asks for a notarised copy',
      'Six photos of 3 x 4 cm (the number Vitebsk asks for; check with your university)',
      'Medical report from a government hospital with a physician, surgeon, eye, ENT and neurology check and a chest X-ray (Vitebsk list)',
      'Certificate that you are free of HIV infection, issued by a government health authority',
      'Proof that you or a sponsor can pay: the admission office may ask for it',
      'The original invitation to study, for the visa application and the border',
    ],
    practical: {
      summary:
        'The invitation, the study visa, Russian translations and registration in the first days after landing: a September start in Belarus.',
      timeline: [
        {
          when: 'December-February',
          task: 'Renew the passport if it is short of the 18 months. Send the birth certificate and Class 10 papers for state attestation and the MEA apostille.',
        },
        {
          when: 'March-May',
          task: 'Register for and sit NEET-UG. Ask Minsk, Grodno and Vitebsk for the current English-medium fee, hostel rent and application dates, by email, so you have them in writing.',
        },
        {
          when: 'June-July',
          task: "With the NEET-UG result, send your scans to the international faculty and request the invitation. Application windows usually open in July; check each university's dates.",
        },
        {
          when: 'July',
          task: 'Have the Class 12 papers apostilled. The invitation arrives (Vitebsk sends it by post only, so allow for the post); it is valid for three months from issue.',
        },
        {
          when: 'July-August',
          task: 'Get the medical report and HIV certificate from a government hospital, then apply for the study visa at the Embassy of Belarus with the original invitation.',
        },
        {
          when: 'August-September',
          task: 'Book a flight that lands while the invitation is valid, tell the university your arrival time, and pack the originals and copies in hand luggage.',
        },
      ],
      paperwork: [
        {
          step: 'Attestation by your state',
          detail:
            'Before the MEA will apostille them, Class 10 and 12 documents need the stamp of the state education department where they were issued; the birth certificate needs the state Home or General Administration Department.',
        },
        {
          step: 'Apostille, not legalisation',
          detail:
            'Belarus has been a party to the Hague Apostille Convention since 1992, so the MEA apostille replaces embassy legalisation. Confirm with the Embassy of Belarus that nothing more is needed for the visa.',
        },
        {
          step: 'Russian translation with a notary',
          detail:
            'Belarusian universities work from notarised Russian translations of the school documents, birth certificate and passport. Ask the university whether a translation notarised in India is accepted or whether it must be done in Belarus.',
        },
      ],
      visa: [
        'An Indian student needs a study visa for Belarus. The university issues the invitation to study, and the visa is applied for with it at a Belarusian embassy or consulate: for applicants in India, the Embassy of Belarus in New Delhi. Ask the embassy for its current list, fee and processing time.',
        'Once registered, the student holds a temporary residence permit of up to one year, renewed each year through the university. A trip home in the holidays needs an exit-and-entry visa: BSMU asks for the passport at least 15 working days before departure.',
      ],
      travel: [
        'We know of no direct flight between India and Minsk, so every route involves a change of plane. Check current routes when you book, and whether the country where you change needs a transit visa for an Indian passport.',
        'If the route connects through Russia, ask the Embassy of Belarus before booking whether your Belarusian visa is enough: travel between Russia and Belarus follows special rules for foreigners.',
        'Grodno and Vitebsk are a few hours from Minsk by train or bus. Send the university your arrival time, because registration must start within days of landing.',
      ],
      arrival: [
        "Go to the dean's office straight away: BSMU asks, within 48 hours of arrival, for the passport with visa, a copy of the insurance policy, the state-fee receipt and a notarised passport translation for registration.",
        'Buy the compulsory health insurance from a Belarusian insurer and pass the medical check at the clinic the university names; Vitebsk does this before classes begin.',
        'While the residence permit is being made, the passport stays with the authorities and you carry a certificate in its place. Keep it on you at all times.',
        'Take your passport or its replacement certificate to buy a local SIM card, and ask the international office which bank to use for fees and money from home.',
      ],
      monthlyCosts: [
        {
          item: 'Living costs in Vitebsk: food, local transport and daily needs',
          low: 300,
          high: 500,
          currency: 'USD',
          source: {
            title: 'VSMU: tuition fee and other expenses for foreign students',
            url: 'https://www.vsmu.by/en/fpig-en/fpig-en-training/fpig-en-tuition-fee.html',
            date: '2026-11-24',
          },
          note: "The university's own figure for Vitebsk; hostel, insurance, registration, visa and winter clothing come on top.",
        },
        {
          item: 'Local SIM plan and home internet',
          low: 5,
          high: 15,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Winter coat, boots and warm clothing in the first year',
          low: 15,
          high: 40,
          currency: 'USD',
          estimate: true,
          note: 'A one-off purchase shown per month over the first year.',
        },
        {
          item: 'Books, printing and stationery',
          low: 10,
          high: 25,
          currency: 'USD',
          estimate: true,
        },
      ],
    },
    sources: [
      {
        title:
          'BSMU: admission rules for foreign applicants (interview in English or Russian, Chemistry and Biology)',
        url: 'https://eng.bsmu.by/page/4/1444/',
        date: '2026-11-24',
      },
      {
        title: 'BSMU, Medical Faculty for International Students: registration and visas',
        url: 'https://eng.bsmu.by/page/6/2512/',
        date: '2026-11-25',
      },
      {
        title:
          'VSMU: tuition fee and other expenses (payment, insurance, medical check, living costs)',
        url: 'https://www.vsmu.by/en/fpig-en/fpig-en-training/fpig-en-tuition-fee.html',
        date: '2026-11-24',
      },
      {
        title:
          'VSMU: admission of foreign students (documents, invitation by post, validity 3 months)',
        url: 'https://www.vsmu.by/en/fpig-en.html',
        date: '2026-11-25',
      },
      {
        title:
          'Grodno State Medical University: tuition and fees 2014-15 (title awarded, documents)',
        url: 'http://eng.grsmu.by/page/open/review/453',
        date: '2026-11-25',
      },
      {
        title: 'HCCH: status table of the Apostille Convention (Belarus, India)',
        url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
        date: '2026-11-25',
      },
      {
        title:
          'Apostille in India: the MEA stamps only documents first authenticated by the issuing state (MEA procedure, as reproduced by attestation services)',
        url: null,
        date: '2026-11-25',
      },
      {
        title:
          'HSE University: visa rules for degree students (special procedure at the Russia-Belarus border)',
        url: 'https://ivisa.hse.ru/en/bama5',
        date: '2026-11-25',
      },
    ],
  },
}
