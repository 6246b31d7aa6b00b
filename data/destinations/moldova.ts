import { FMGE_IN_BRIEF, NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Moldova: what its universities share, stated once; a university holds only what differs. */
export const moldova: Destination = {
  slug: 'moldova',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, and the language of study at B2 level (Romanian is compulsory as a subject).',
    duration: '6 years',
    language: 'English (Romanian taught as a compulsory subject)',
    intake: ['September'],
    admissionProcess:
      "Send the application and school certificates to the university's admissions office\nReceive the admission decision and the study invitation\nApply for a Moldovan study visa with the invitation\nTravel to Chișinău, submit legalised originals and sign the study contract\nPay the first year fee, apply for a residence permit and enrol",
    eligibility:
      'Passport valid for at least 18 months\nEnglish at B2 level (CEFR) for the English-medium programme\nSchool certificate legalised (apostille) and recognised in Moldova',
    intakes:
      'Classes start in September. Apply in early summer so that there is time for the invitation and visa.',
    additionalExpenses:
      'Hostel: about $600-1,200 a year\nFood: about $1,500-2,200 a year\nHealth insurance: about $150-250 a year\nVisa and residence permit: about $150-300 a year',
  },
  faq: [
    {
      question: 'Is it taught in English?',
      answer:
        'There is an English-medium Medicine programme. Romanian is compulsory for all students and is needed with patients; Russian is also widely spoken in Chișinău.',
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
    duration54Months: {
      status: 'unverified',
      note: "Medicine is described as 6 years (360 ECTS), but we have no page of the university's to cite here. Get the programme's length for your intake in writing.",
      checkedOn: null,
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'We could not confirm a 12-month internship inside the 6-year course; graduates usually go on to residency. Get it in writing.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but Romanian is a compulsory subject and patients speak Romanian or Russian, so the course is not English throughout.',
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
      note: 'Whether foreign graduates can get a Moldovan licence on par with citizens is not confirmed. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
  guide: {
    tagline:
      "Moldova's public medical university in Chișinău teaches Medicine in English, and every student also learns Romanian.",
    overview: [
      "Moldova has one university in our catalogue: the Nicolae Testemițanu State University of Medicine and Pharmacy in Chișinău, the country's public medical university. It teaches its six-year Medicine programme in Romanian, Russian, English and French, and foreign students in the English stream take Romanian as part of the curriculum.",
      "The programme is measured in European ECTS credits and is taught in the university's clinical bases in Chișinău. Students who feel unready can take an optional preparatory year first, which costs an extra year and fee. Paperwork starts early: the university wants apostilled, notarised copies of the school documents with the application itself.",
      "Before paying, weigh three points. Romanian must reach a working level, because patients speak Romanian or Russian. A 12-month internship inside the course and a Moldovan licence for foreign graduates are not confirmed (see the FMGL checklist). And Moldova borders Ukraine, so read India's current travel advice for the region before you travel.",
    ],
    degreeAwarded:
      "Diploma of integrated higher studies (cycles I and II) in Medicine, 360 ECTS, the university's 'studii superioare integrate'. The exact title printed on the diploma is unverified: ask the university for a sample.",
    advantages: [
      'The university has published its own fee for students from India (2022-23)',
      'Studies are counted in European ECTS credits',
      'An optional preparatory year for students who want one before Medicine begins',
      'Moldova and India are both in the Apostille Convention: no embassy legalisation of papers',
      'Moldova opened an embassy in New Delhi in December 2024',
      "All clinical teaching stays in the capital, at the university's own clinical bases",
    ],
    documents: [
      'Passport valid for at least 18 months (the university itself asks for at least one year from entry)',
      'Class 10 and Class 12 mark sheets and certificates with the MEA apostille, and notarised copies of them',
      'NEET-UG scorecard, printed for the admissions file',
      'Birth certificate with the MEA apostille, and a notarised copy',
      'Proof of English at B2 level: ask whether Class 12 English marks are enough or a test certificate is needed',
      'Medical certificate stating no disease that endangers public health, your vaccinations and your blood group (ABO and Rh), with an HIV test report',
      'Police Clearance Certificate from Passport Seva, apostilled by the MEA, for the visa',
      'Photos: one digital and two matte prints of 3 x 4 cm for the university; 35 x 45 mm for the visa',
      'Notarised parental consent if the student is under 18',
      'Bank statement or sponsor letter for fees and living costs, and travel health insurance with at least EUR 30,000 cover',
    ],
    practical: {
      summary:
        'Apostilles before you apply, a migration-office invitation, a long-stay visa and a residence permit: Moldova for a September start.',
      timeline: [
        {
          when: 'November-January',
          task: 'Renew the passport if needed. Start state attestation and the MEA apostille for the birth certificate and Class 10 papers, because Moldova wants them with the application.',
        },
        {
          when: 'February-April',
          task: 'While registering for NEET-UG, email the university to ask which English certificate it accepts and the current fee for students from India, and keep the replies.',
        },
        {
          when: 'May',
          task: 'In the NEET-UG month, apply for a Police Clearance Certificate at Passport Seva, and ask the university how recent it must be on arrival.',
        },
        {
          when: 'June',
          task: 'With the NEET-UG result, apostille the Class 12 papers and send the application with notarised copies to the admissions office for international students.',
        },
        {
          when: 'July',
          task: "After acceptance, the university asks Moldova's migration authority for your official invitation. Book the medical tests, blood group report and travel insurance meanwhile.",
        },
        {
          when: 'August',
          task: 'Apply for the long-stay (type D) study visa with the invitation, at the Embassy of Moldova in New Delhi or wherever it directs you.',
        },
        {
          when: 'Late August-September',
          task: "Fly to Chișinău and report to the university's international students office within three days of entry to start the residence procedure.",
        },
      ],
      paperwork: [
        {
          step: 'State stamp before the MEA',
          detail:
            "Your state's education department attests the Class 10 and 12 papers, and its Home or General Administration Department the birth certificate; only then does the MEA add the apostille.",
        },
        {
          step: 'Apostille at the MEA',
          detail:
            "Moldova is a party to the Hague Apostille Convention, and the university's own rules ask for the apostille on school documents from member countries, so no embassy legalisation is needed.",
        },
        {
          step: 'Notarised copies and translation',
          detail:
            'The university accepts copies in Romanian, English or Russian, notarised. Indian papers in English may need only notarised copies; any page in a regional language needs a translation. Confirm with the admissions office.',
        },
        {
          step: 'Police certificate',
          detail:
            'The visa needs a criminal-record certificate in English or Romanian. Ask the MEA apostille counter what the Passport Seva certificate needs before it can be apostilled.',
        },
      ],
      visa: [
        "Indian students need a long-stay (type D) study visa. It is issued on an official invitation from Moldova's migration authority (the General Inspectorate for Migration), which the university requests once you are accepted. A short-stay type C visa cannot be extended and is not the route to study.",
        "Moldova opened its embassy in New Delhi in December 2024: ask it whether it issues study visas and for its current list. The foreign ministry's list includes the invitation, the university's acceptance, travel health insurance of at least EUR 30,000, proof of funds, a criminal-record certificate and, for a minor, parental consent.",
        "Moldova's e-Visa portal was launched for short stays; ask the embassy before relying on it for a study visa.",
      ],
      travel: [
        'We know of no direct flight from India to Chișinău, so plan on at least one change. Check current routes when you book, and whether your connecting country needs a transit visa for an Indian passport.',
        "Send the university your flight details and ask whether new students are met. Keep the university's address written in Romanian for the taxi from the airport.",
        "Before any overland journey near the Ukrainian border or into the Transnistrian region, which the government in Chișinău does not control, read India's current travel advice.",
      ],
      arrival: [
        "Within three days of entering Moldova, report to the university's office for international students: it starts your request for the right of temporary residence for studies.",
        'The residence permit is then issued for the study period and renewed as the university tells you. Carry the passport, permit and student card together.',
        'Ask for a hostel place at once. If you rent privately, the residence application needs proof of housing; one Chișinău university asks for a notarised landlord agreement.',
        'Buy a local SIM card with your passport, and ask the university which bank account the fee goes to before you transfer anything.',
      ],
      monthlyCosts: [
        {
          item: 'Groceries and meals',
          low: 125,
          high: 185,
          currency: 'USD',
          estimate: true,
          note: 'Matches the yearly food estimate on the country page, spread over twelve months.',
        },
        {
          item: 'City buses, trolleybuses and minibuses',
          low: 10,
          high: 20,
          currency: 'USD',
          estimate: true,
        },
        { item: 'Phone tariff and mobile data', low: 5, high: 15, currency: 'USD', estimate: true },
        {
          item: 'Toiletries, laundry and small household needs',
          low: 30,
          high: 60,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Study materials and printing',
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
          'Nicolae Testemițanu University, admission of international students: visas (types C and D, invitation, 3 days after entry)',
        url: 'https://admitere.usmf.md/ro/admission/studenti-internationali/studii-superioare-integrate-ciclul-i-si-ciclul-ii/vize',
        date: '2026-11-25',
      },
      {
        title:
          'Nicolae Testemițanu University: regulation of admission for foreign citizens 2018-2019 (documents)',
        url: 'http://admitere.usmf.md/en/studenti-internationali/conditii-de-inmatriculare',
        date: '2026-11-25',
      },
      {
        title: 'Ministry of Foreign Affairs of Moldova: long-stay visa for study',
        url: 'http://www.mfa.gov.md/entry-visas-moldova/visa-for-study-en/',
        date: '2026-11-25',
      },
      {
        title: 'General Inspectorate for Migration of Moldova: invitation for foreigners',
        url: 'https://igm.gov.md/en/invitation-for-foreigners/',
        date: '2026-03-13',
      },
      {
        title: 'IPN: electronic visas for Moldova (e-Visa for short-stay visas)',
        url: 'https://ipn.md/index.php/en/electronic-visas-for-moldova-will-be-issued-to-foreigners-from-august-1-7967_1014354.html',
        date: '2026-11-25',
      },
      {
        title:
          'Lokmat Times (ANI): Moldova embassy in New Delhi inaugurated; India accredits its ambassador in Bucharest to Moldova',
        url: 'https://www.lokmattimes.com/international/manika-jain-concurrently-accredited-as-indias-ambassador-to-moldova/',
        date: '2024-12-26',
      },
      {
        title:
          'U.S. Embassy in Moldova: travel advisory (2022), Transnistria a breakaway region not controlled by the government in Chisinau',
        url: 'https://md.usembassy.gov/travel-advisory-moldova-level-4-do-not-travel-22622/',
        date: '2026-11-25',
      },
      {
        title:
          'Academy of Economic Studies of Moldova: visas and residence permit (proof of housing)',
        url: 'https://old.ase.md/en/foreign-student-corner/visas-and-residence-permit.html',
        date: '2026-11-25',
      },
      {
        title: 'HCCH: status table of the Apostille Convention (Republic of Moldova, India)',
        url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
        date: '2026-11-25',
      },
      {
        title:
          'Ministry of External Affairs: attestation and apostille of Indian documents, state authentication first (as reproduced by attestation services)',
        url: null,
        date: '2026-11-25',
      },
      {
        title:
          'Nicolae Testemițanu University: news on tuition fees for 2022-23 (fee for students from India)',
        url: 'https://usmf.md',
        date: '2026-11-22',
      },
    ],
  },
}
