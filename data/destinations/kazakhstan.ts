import { FMGE_IN_BRIEF, NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Kazakhstan: what its universities share, stated once; a university holds only what differs. */
export const kazakhstan: Destination = {
  slug: 'kazakhstan',
  defaults: {
    entranceRequirement:
      "NEET-UG qualification, and the university's entrance test or interview (often online).",
    // Most universities do not publish the length for a 2027 entrant (docs/sources/verification-notes.md).
    duration: '5 years of study (unverified), then a separate internship of unverified length',
    language: 'English (Kazakh or Russian needed with patients in clinical years)',
    intake: ['September'],
    admissionProcess:
      'Send the Class 12 marksheet, NEET-UG scorecard and passport copy to the admissions office\nTake the entrance test or interview (often online for applicants in India)\nReceive the admission letter; the university arranges the visa invitation\nApply for a Kazakh student visa and book travel before the term starts\nOn arrival: sign the contract, pay the fee, submit notarised Kazakh/Russian translations and register',
    eligibility:
      "A pass in the university's own entrance exam, test or interview (see each university's page)",
    intakes:
      'Classes start in September. Apply by June or July to leave time for the invitation and visa.',
    additionalExpenses:
      'Hostel: about $800-1,200 a year\nFood: about $1,200-1,500 a year (Indian mess where offered)\nMedical insurance: about $100-200 a year\nVisa, registration and medical check-up: about $150-250 a year',
  },
  /** The hero of its universities page, /country/kazakhstan. */
  hero: {
    heading: 'Study MBBS in Kazakhstan',
    description:
      'Medical universities in Almaty, Astana, Karaganda, Semey, Shymkent and Aktobe; five are state-owned, and the academy in Shymkent has a private founder. The course length for a 2027 entrant is unverified: ask each university in writing how long the course and the internship are, and whether the 12-month internship India requires is done there.',
    benefits: [
      'Five of the six are state universities',
      'Low living costs',
      'Indian papers accepted with the MEA apostille',
    ],
  },
  faq: [
    {
      question: 'Will my child have to pass FMGE or NExT to practise in India?',
      answer: `Yes. Graduates must pass FMGE: ${FMGE_IN_BRIEF}. ${NEXT_STATUS} We do not promise any pass rate.`,
    },
  ],
  fmgl: {
    wholeCourseOneInstitution: {
      status: 'contested',
      note: 'The degree is taught at this university, but the internship is a separate stage after it and a place at the same university is not assured (see the internship item), while the FMGL rules want the course and the internship at one institution. Get in writing where the internship is done.',
      checkedOn: '2026-12-07',
      source:
        'West Kazakhstan Marat Ospanov Medical University, internship page (zkmu.edu.kz); Karaganda Medical University, admission policy (muk.qmu.kz), read 2026-11-27',
    },
    duration54Months: {
      status: 'unverified',
      note: "Admission guides describe 5 years of study (60 months) before a separate internship, but most universities do not publish the length for a 2027 entrant, and the structure is changing: a 6-year integrated programme came in 2022 and a draft law of December 2024 would reverse it. Get the programme's length for your intake in writing.",
      checkedOn: null,
      source:
        'West Kazakhstan Marat Ospanov Medical University, internship page (zkmu.edu.kz); Karaganda Medical University, admission policy (muk.qmu.kz); zakon.kz (2025), read 2026-11-27',
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'The internship is a separate stage after the degree. Where universities publish their rules, graduates compete for internship places (Aktobe: 2 years, by grades and interview), so a 12-month internship at the same university is not assured. Get in writing how long it is, where it is done and whether a foreign graduate is guaranteed a place.',
      checkedOn: null,
      source:
        'West Kazakhstan Marat Ospanov Medical University, internship page (zkmu.edu.kz); Karaganda Medical University, admission policy (muk.qmu.kz), read 2026-11-27',
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but students must use Kazakh or Russian with patients, so the course is not in English throughout.',
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
      note: 'Not confirmed whether foreign graduates get a Kazakh licence on a par with citizens. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
  guide: {
    tagline:
      'Six Kazakh medical universities in our catalogue teach Medicine to foreign students in English; patients in their clinics speak Kazakh or Russian.',
    overview: [
      'Our catalogue lists six medical universities in Kazakhstan: in Almaty, Astana, Karaganda, Semey, Shymkent and Aktobe. Five are state-owned; South Kazakhstan Medical Academy is a joint-stock company with a private founder. Each runs an English-medium Medicine programme for foreigners and sets its own entrance exam or interview in addition to NEET-UG.',
      "Admission guides describe five study years followed by a one-year internship. The universities that publish their rules say something else: West Kazakhstan Marat Ospanov Medical University in Aktobe describes a 5-year bachelor's in General Medicine followed by a separate 2-year internship entered by grades and interview, and Karaganda admits its graduates to internship as a separate stage. The national structure is moving as well: a 6-year integrated programme came in 2022, and a draft law of December 2024 would reverse it. So we do not state one course length for Kazakhstan: ask each university in writing how long the course and the internship are for your intake, and whether your child is guaranteed an internship place there.",
      "Three things deserve a family's attention before any payment. Your child will need Kazakh or Russian at the bedside, so language classes are part of the work. It is not confirmed that a foreign graduate gets a Kazakh licence on the same terms as a citizen. And finding no NMC notice about Kazakhstan is not a sign of approval: the NMC approves no foreign university at all.",
    ],
    degreeAwarded:
      "Karaganda lists its Medicine programme (code 6B10102) among its bachelor courses. The title printed on a foreign graduate's diploma, and whether an internship certificate is issued with it, is unverified: ask the university for a sample diploma.",
    advantages: [
      'English-medium Medicine at six universities in six cities; five of them are state-owned',
      'Kazakhstan is a party to the Apostille Convention, so Indian papers need an MEA apostille, not embassy legalisation',
      'The university requests the visa invitation and files visa extensions for its students',
      "Semey has taught foreign students in English since 1998 and has a dean's office for them",
    ],
    documents: [
      'Passport valid for at least 18 months, with spare blank pages for visas and stamps',
      'Class 10 and 12 mark sheets and pass certificates, with state authentication and the MEA apostille on each',
      'NEET-UG scorecard of a result still within its 3-year validity',
      'Birth certificate carrying the state Home (or General Administration) Department seal and the MEA apostille',
      'About ten recent photos, 3 x 4 cm on a white background, plus a digital copy',
      'Medical fitness certificate with an HIV test; expect to repeat tests after arrival (see "On arrival")',
      "Bank statement or education-loan letter covering the first year's fee and costs, and the fee receipt once paid",
      'Signed admission letter and the visa invitation number the university sends you',
    ],
    practical: {
      summary:
        "Kazakhstan step by step: MEA apostille, a study visa on the university's invitation, police registration in the first days, and monthly costs (estimates).",
      timeline: [
        {
          when: 'December-March',
          task: 'Apply for or renew the passport so that it is valid for at least 18 months. Collect the Class 10 certificate and the birth certificate and begin their state attestation.',
        },
        {
          when: 'May',
          task: 'Sit NEET-UG (the National Testing Agency sets the date). Shortlist Kazakh universities from the catalogue and read their admission pages.',
        },
        {
          when: 'June',
          task: 'When the NEET-UG result is declared, send the Class 12 mark sheet, scorecard and passport copy to the chosen universities and book the entrance test or interview.',
        },
        {
          when: 'July',
          task: 'Take the test or interview (often online). On receiving the admission letter, send the Class 12 documents for state attestation and the MEA apostille.',
        },
        {
          when: 'Early August',
          task: 'Pay the deposit the university asks for so it can request your visa invitation. Deadlines are early: Karaganda stopped taking documents on 8 August in 2023, and KazNU in Almaty says an invitation takes at least 20 days.',
        },
        {
          when: 'Mid-August',
          task: 'Apply for the study visa at the Embassy of Kazakhstan with the invitation number. Get the medical certificate and HIV test done, and buy winter clothing.',
        },
        {
          when: 'Late August',
          task: 'Book the flight to Almaty (and any onward connection) so your child arrives a few days before classes begin in September.',
        },
      ],
      paperwork: [
        {
          step: 'State attestation in India',
          detail:
            "Before the MEA will apostille them, the Class 10 and 12 certificates go to the Education Department of the state that issued them, and the birth certificate to that state's Home or General Administration Department.",
        },
        {
          step: 'MEA apostille',
          detail:
            'Kazakhstan joined the Hague Apostille Convention by a law of 30 December 1999, and India is also a member. So the apostille of the Ministry of External Affairs takes the place of embassy legalisation. Ask the university which documents it wants apostilled.',
        },
        {
          step: 'Translation and notarisation in Kazakhstan',
          detail:
            'After arrival the passport and certificates are translated into Kazakh or Russian and the translations notarised locally, as the admission steps say. Ask the university whether your Class 12 certificate must also be formally recognised in Kazakhstan, and who files that request.',
        },
        {
          step: 'Copies to keep',
          detail:
            'Scan every apostilled page and carry two sets of photocopies. Universities and the migration police keep copies, and replacing an apostille from abroad takes weeks.',
        },
      ],
      visa: [
        'Indian students enter Kazakhstan on a study visa issued against an invitation. After admission the university files the invitation request with the Kazakh authorities; when it is registered you receive its number and apply at the Embassy of Kazakhstan in New Delhi. Ask the embassy whether a consulate nearer to you takes applications, and check its current form and fee.',
        'The first visa can be short. KazNU describes a three-month first visa that is then turned into a one-year multiple-entry visa inside Kazakhstan. KazNMU lists fees in monthly calculation indices (MCI): 0.5 MCI for an invitation, 7 MCI for a single-entry and 30 MCI for a multiple-entry study visa. The tenge value of an MCI changes every year.',
      ],
      travel: [
        'IndiGo suspended its Almaty flights (with Tashkent, Tbilisi and Baku) from late January 2026 to avoid the airspace around Iran, and extended the pause to at least 28 March 2026; we found no report that they have restarted. Air Astana has flown Almaty-Delhi since 2004, but it too stopped for a time (9 to 18 May 2025, when airspace closed). Check which flights run now before you book, and keep the dates flexible.',
        'Students bound for Astana, Karaganda, Semey, Shymkent or Aktobe need an onward domestic flight or train from Almaty, or another route: check current routes, and ask the university whether someone meets first-year students at the airport.',
        'Winters in the north (Astana, Karaganda, Semey) are long and often far below zero. Travel in warm layers and keep a coat in the cabin bag.',
      ],
      arrival: [
        'Registration: on the first day, give the passport and migration card to the international office. KazNMU says registration with the internal affairs (migration) authorities is compulsory within 2 days of entry; other universities allow 3. A late registration is an administrative offence.',
        'Medical check: universities send new foreign students to a local medical commission (form 086) and may ask for a fresh HIV test. Ask which tests are needed before you pay for them in India.',
        'Contract and hostel: sign the study contract and the hostel agreement, pay the fee by the route the university names, and keep every receipt. The visa office needs a certificate of study and a fee receipt for each extension.',
        'Phone and money: a local SIM card is sold against the passport. Ask the international office which bank opens student accounts or cards, and carry some US dollars for the first week.',
      ],
      monthlyCosts: [
        {
          item: 'Groceries, snacks and meals outside the mess',
          low: 40,
          high: 90,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'City buses and occasional taxis',
          low: 10,
          high: 25,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Mobile phone plan with data',
          low: 5,
          high: 12,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Toiletries, laundry, stationery and outings',
          low: 30,
          high: 80,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Winter clothing, spread over the first year',
          low: 10,
          high: 30,
          currency: 'USD',
          note: 'A one-off purchase in the first winter; far less in later years.',
          estimate: true,
        },
      ],
    },
    sources: [
      {
        title:
          "West Kazakhstan Marat Ospanov Medical University, internship page (zkmu.edu.kz); Karaganda Medical University, admission policy (muk.qmu.kz); zakon.kz (2025) on the course's structure; National Herald/PTI (26 Jan 2026) on IndiGo's Almaty flights",
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          'Karaganda Medical University: Admission of foreign applicants, "Medicine" 6B10102, 2023-24',
        url: 'https://qmu.edu.kz/en/contents/view/1370',
        date: '2026-11-25',
      },
      {
        title:
          "Semey Medical University: dean's office of the foreign department (English teaching since 1998)",
        url: 'https://semeymedicaluniversity.kz/en/about-us/structure/departments/dean-io675/',
        date: '2026-11-25',
      },
      {
        title: 'KazNMU International Medical School: visa regulations and passport information',
        url: 'https://kaznmu.edu.kz/eng/international-medical-school/visa-regulations-passport-information/',
        date: '2026-11-25',
      },
      {
        title:
          'Al-Farabi Kazakh National University (KazNU): visa application and study visa registration',
        url: 'http://kaznu.kz/en/18000/page',
        date: '2026-11-25',
      },
      {
        title:
          'Kazakhstan-Russian Medical University: admission of foreign citizens to residency (bachelor diploma, internship certificate, form 086 on arrival)',
        url: 'https://old.krmu.edu.kz/en/residency-2/',
        date: '2026-11-25',
      },
      {
        title:
          'Law of the Republic of Kazakhstan No. 11-II of 30 December 1999 on accession to the Apostille Convention',
        url: 'https://zakonpravo.kz/en/on-the-accession-of-the-republic-of-kazakhstan-to-the-convention-abolishing-the-requirement-to-legalize-foreign-official-documents',
        date: '1999-12-30',
      },
      {
        title:
          'Ministry of External Affairs: attestation and apostille procedure (state authentication first), as reproduced by attestation services',
        url: 'http://apostillemea.in/apostille_convention_members.html',
        date: '2026-11-25',
      },
      {
        title: 'Moneycontrol: IndiGo adds Tashkent and Almaty (Delhi-Almaty from 23 Sep 2023)',
        url: 'https://www.moneycontrol.com/news/business/indigo-adds-two-new-international-routes-32-international-destinations-on-its-roster-now-11203921.html',
        date: '2023-08-16',
      },
      {
        title:
          'India TV: IndiGo direct flights from Mumbai to Almaty (from 1 Jul 2025), Tashkent and Tbilisi',
        url: 'https://www.indiatvnews.com/business/news/indigo-expands-global-reach-with-new-direct-flights-from-mumbai-to-almaty-tashkent-and-tbilisi-check-dates-and-other-details-2025-06-10-994104',
        date: '2025-06-10',
      },
      {
        title: 'Business Standard (PTI): Air Astana flies Almaty-New Delhi since 2004',
        url: 'https://business-standard.com/article/pti-stories/air-astana-plans-direct-mumbai-kazakhstan-flights-117111501371_1.html',
        date: '2017-11-15',
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
        title: 'The Central Asia: Air Astana suspends Almaty-Delhi flights 9-18 May 2025',
        url: 'https://thecentral.asia/kz/6597',
        date: '2025-05-08',
      },
    ],
  },
}
