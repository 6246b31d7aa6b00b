import { FMGE_IN_BRIEF, NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Kyrgyzstan: what its universities share, stated once; a university holds only what differs. */
export const kyrgyzstan: Destination = {
  slug: 'kyrgyzstan',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification; the university reviews documents and may set an entrance test.',
    duration: '5 years (English-medium General Medicine; internship year to be confirmed)',
    language: 'English (Russian or Kyrgyz needed for clinical practice)',
    intake: ['September'],
    admissionProcess:
      "Apply with the Class 12 marksheet, NEET-UG scorecard and passport copy\nReceive a provisional admission letter after document review (and any entrance test)\nGet the Kyrgyz Education Ministry's certificate recognising the school certificate\nReceive the visa invitation, obtain the student visa and travel\nOn arrival: sign the contract, pay the fee, register with the migration authority",
    eligibility:
      'KSMA expects applicants to know the language of teaching before they join\nClass 12 certificate recognised as equivalent by the Kyrgyz Ministry of Education and Science (its certificate is needed before enrolment)\nAny entrance test or interview the university sets',
    intakes:
      'Classes start in September. Apply by June or July; the school-certificate recognition and visa take several weeks.',
    additionalExpenses:
      'Hostel: about $600-1,000 a year\nFood: about $1,000-1,400 a year (Indian mess where offered)\nMedical insurance: about $100-150 a year\nVisa extension and registration: about $150-250 a year',
  },
  faq: [
    {
      question: 'Is the course 5 or 6 years?',
      answer:
        "The English General Medicine programme is listed as 5 years. India's FMGL rules also need a 12-month internship at the same university, so insist on a written 6th internship year.",
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
      status: 'met',
      note: 'The English General Medicine programme is at least 5 years (60 months) of study, above the 54-month minimum.',
      checkedOn: '2026-12-07',
      source:
        'I. K. Akhunbaev Kyrgyz State Medical Academy, International Applicants (kgma.kg/index.php/en/entrant/international-applicants): 5 to 6 years of undergraduate medical training; General Medicine in English, 5 years',
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'We found no document of a 12-month internship at the same university after the course. Join only if the university confirms one in writing.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Teaching is in English, but Russian (or Kyrgyz) is compulsory and used with patients, so it is not English throughout.',
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
      note: 'Not confirmed whether foreign graduates get a Kyrgyz licence on a par with citizens. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [
    {
      date: '2022-02-18',
      text: 'The NMC cautioned Indian students about new medical colleges in Kyrgyzstan (Avicenna, Adam, Royal Metropolitan, International Medical University, Salymbekov). Check the college against this notice before paying.',
      source: 'NMC public notice of 18 Feb 2022, reported by Careers360 (19 Feb 2022)',
      url: null,
    },
    {
      date: '2024-05-18',
      text: 'Mobs attacked hostels of foreign students in Bishkek on 17-18 May 2024; about 17,000 Indian students were in the country.',
      source: 'PTI (May 2024)',
      url: null,
    },
  ],
  universityCautions: [],
  guide: {
    tagline:
      'Four Kyrgyz medical schools in our catalogue teach General Medicine in English; check the internship year and current safety advice before you commit.',
    overview: [
      'The catalogue has four Kyrgyz schools: the state medical academy KSMA and the private International Higher School of Medicine (IHSM), both in Bishkek, and the state universities of Osh and Jalal-Abad in the south. Foreigners study General Medicine in English, and the university checks documents and may set its own entrance test.',
      'KSMA and IHSM list the English programme as five years (ten semesters), with Russian classes built in because patients speak Russian or Kyrgyz. Five years has no separate internship year inside it, which is why the FMGL checklist marks that point contested and the FAQ explains what to ask for.',
      "A Cabinet of Ministers decree, reported by 24.kg, admits foreigners only to medical programmes holding at least three years of international accreditation from an agency recognised by the World Federation for Medical Education (WFME): ask to see the certificate. Read the cautions on this page (the NMC's 2022 notice on newer colleges and the May 2024 hostel attacks) and the Indian Embassy in Bishkek's latest advice before paying.",
    ],
    degreeAwarded:
      "KSMA awards the qualification of doctor in the specialty 'General Medicine'; IHSM calls its course an MD programme. The diploma titles at Osh and Jalal-Abad are unverified: ask for a sample diploma.",
    advantages: [
      'A state academy, two state universities and one private school, all teaching General Medicine in English',
      'Russian is taught within the course (compulsory for the first three years at IHSM) to prepare for patient contact',
      "Study visas are applied for online on Kyrgyzstan's e-VISA portal, with the university's visa office helping",
      'Kyrgyzstan and India are both parties to the Apostille Convention, which swaps embassy legalisation for one apostille',
    ],
    documents: [
      'Passport valid for at least 18 months; the visa is issued only up to the passport and contract dates',
      'Class 10 and 12 mark sheets and certificates, apostilled, for the Education Ministry recognition file',
      'NEET-UG scorecard within its 3-year validity',
      'Birth certificate with an MEA apostille',
      'Photos 3 x 4 cm on a white background, and an electronic copy for the e-VISA form (KSMA asks for one)',
      'Medical certificate with an HIV test; Kyrgyz universities use medical form 086, so ask whether it is done in India or after arrival',
      'Proof of funds, and the fee-payment certificate the visa office asks for at every visa renewal',
      'The official visa invitation issued through the university',
    ],
    practical: {
      summary:
        'Kyrgyzstan step by step: school-certificate recognition, the S-type study visa through e-VISA, registration within days of arrival, and estimated monthly costs.',
      timeline: [
        {
          when: 'January-April',
          task: "Get or renew the passport (18 months' validity or more). Read the Indian Embassy in Bishkek's advisories and the NMC notice of February 2022 before shortlisting schools.",
        },
        {
          when: 'May',
          task: 'Write NEET-UG. Send the Class 10 certificate and birth certificate for state attestation so the apostille is quick later.',
        },
        {
          when: 'June',
          task: 'On the NEET-UG result, apply with the Class 12 mark sheet, scorecard and passport copy, and take any entrance test the school sets.',
        },
        {
          when: 'July',
          task: 'After the provisional admission letter, have the Class 12 documents apostilled so the university can file them with the Ministry of Education for the recognition certificate.',
        },
        {
          when: 'Late July',
          task: 'Ask the university to request the visa invitation now: IHSM says the Ministry of Foreign Affairs takes about a month to process visa support.',
        },
        {
          when: 'August',
          task: 'Apply for the study visa on the e-VISA portal once the invitation is issued. Complete the medical certificate and HIV test.',
        },
        {
          when: 'Late August-September',
          task: 'Book the flight, confirm the hostel in writing, and arrive before classes start in September with a reserve for a return ticket.',
        },
      ],
      paperwork: [
        {
          step: 'Attest in your home state',
          detail:
            'School certificates are authenticated by the Education Department of the state that issued them; the birth certificate by the Home or General Administration Department. Only then does the MEA apostille them.',
        },
        {
          step: 'Apostille from the MEA',
          detail:
            'Kyrgyzstan acceded to the Apostille Convention in 2010 and the Hague Conference lists it as a party; India is one too. Ask the university to confirm in writing that the MEA apostille is all the Ministry needs for the recognition certificate.',
        },
        {
          step: 'Recognition by the Ministry of Education and Science',
          detail:
            "A foreigner cannot be enrolled without the Ministry's certificate that the school certificate matches the Kyrgyz standard. Ask whether the university files it for you, what it costs and how long it takes.",
        },
        {
          step: 'Translations',
          detail:
            'Ask the university whether Russian translations of the certificates, notarised in Kyrgyzstan, are needed for the recognition file and the contract. Where the answer is unclear, confirm with the Kyrgyz embassy.',
        },
      ],
      visa: [
        "Indian citizens need a study visa, which KSMA calls the 'S' type. The university sends an official visa invitation, and the application is then made online on Kyrgyzstan's e-VISA portal with a passport scan and a digital photo; the university's visa office helps. For questions the portal cannot answer, contact the Embassy of the Kyrgyz Republic in New Delhi.",
        'A student visa is usually issued for up to one year and renewed inside Kyrgyzstan through the university. KSMA asks students to apply 30 days before expiry with the contract, a fee-payment certificate and a hostel residence certificate, and to choose single or multiple entry.',
      ],
      travel: [
        "Tez Jet opened a weekly non-stop Delhi-Bishkek flight on 7 December 2025, according to Kyrgyzstan's Foreign Ministry. In May 2024 students named Aero Nomad as the only direct airline, with others connecting through Dubai or Almaty. Check current routes before booking.",
        'Osh and Jalal-Abad are in the south of the country, far from Bishkek by road. Ask the university which airport new students should use and whether someone meets them.',
        'Keep money aside for an unplanned trip home. During the May 2024 violence, students said fares to India rose from about Rs 20,000-25,000 to Rs 40,000 or more.',
      ],
      arrival: [
        "Registration: hand the passport to the university's international office on the first day. Registration with the State Registration Service is compulsory; IHSM says it must be done within 5 working days of arrival.",
        'Hostel papers: ask the hostel for a residence certificate straight away, because each visa renewal needs it. If your child rents a flat instead, the landlord must give notarised consent for registration.',
        'Contract: sign the study contract and keep a copy. The visa runs only to the end date of the contract, so check that date.',
        "Safety and contacts: save the Embassy of India in Bishkek's phone numbers, follow its advisories, and tell the university whenever your child leaves the city. Buy a local SIM with the passport.",
      ],
      monthlyCosts: [
        {
          item: 'Food not covered by the mess: groceries, tea, snacks',
          low: 30,
          high: 70,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Minibuses, buses and taxis in town',
          low: 8,
          high: 20,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'SIM recharge and mobile internet',
          low: 4,
          high: 10,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Personal and household items, laundry, outings',
          low: 25,
          high: 60,
          currency: 'USD',
          estimate: true,
        },
      ],
    },
    sources: [
      {
        title:
          'NMC caution of 18 Feb 2022 on new colleges in Kyrgyzstan (Careers360, 19 Feb 2022); 24.kg via DAAD on the Cabinet decree on foreign students; PTI on the attacks on foreign students in Bishkek, 17-18 May 2024',
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          '24.kg, via DAAD: Cabinet decree admitting foreigners only to programmes with 3+ years of WFME-recognised accreditation (report date not given)',
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          'KSMA: International Applicants (General Medicine in English, 5 years; applicants must know the language)',
        url: 'https://www.kgma.kg/index.php/en/entrant/international-applicants',
        date: '2026-11-25',
      },
      {
        title:
          "KSMA English faculty page: qualification of doctor in the specialty 'General Medicine'",
        url: 'https://kyrgyzstatemedicalacademy.net/?p=399',
        date: '2026-11-25',
      },
      {
        title:
          "KSMA: Visa and Registration of International Students ('S' type study visa, e-VISA, renewals)",
        url: 'https://ksma.edu.kg/en/inostrannym-studentam/viza-i-registratsiya-inostrannykh-studentov',
        date: '2026-11-25',
      },
      {
        title:
          'IHSM: programme page (5 years, ten semesters, Russian compulsory in the first three years)',
        url: 'http://ism.edu.kg/?page_id=1703',
        date: '2026-11-25',
      },
      {
        title: 'IHSM: Passport and Visa (visa support about 1 month; registration within 5 days)',
        url: 'http://ism.edu.kg/?page_id=127',
        date: '2026-11-25',
      },
      {
        title:
          'IHSM: Applying for your visa (visa issued in line with passport and contract validity)',
        url: 'https://ism.edu.kg/en/pages_second/applying-for-your-visa-74',
        date: '2026-11-25',
      },
      {
        title:
          'Kyrgyz National Agrarian University: visa support and admission (Ministry of Education certificate required)',
        url: 'https://knau.kg/?p=19537',
        date: '2026-11-25',
      },
      {
        title:
          'HCCH news: Kyrgyzstan accedes to the 1993 Adoption Convention; already a party to the 1961 Apostille Convention',
        url: 'https://www.hcch.net/es/news-archive/details/?varevent=512',
        date: '2016-08-12',
      },
      {
        title:
          'Portuguese official notice 26/2011: accession of Kyrgyzstan to the Apostille Convention (15 Nov 2010)',
        url: 'https://dre.tretas.org/dre/282222/aviso-26-2011-de-10-de-fevereiro',
        date: '2011-02-10',
      },
      {
        title:
          'Ministry of External Affairs: state authentication, then apostille (MEA text as copied by attestation services)',
        url: 'http://apostillemea.in/apostille_convention_members.html',
        date: '2026-11-25',
      },
      {
        title:
          'Sayasat: direct regular Delhi-Bishkek-Delhi flight by Tez Jet opened on 7 December 2025',
        url: 'http://www.sayasat.kg/society-mobile/138843-mezhdu-deli-i-bishkekom-otkryto-pryamoe-regulyarnoe-aviasoobshchenie.html',
        date: '2025-12-09',
      },
      {
        title:
          'EdexLive (New Indian Express): students in Bishkek on flights after the May 2024 violence',
        url: 'https://www.edexlive.com/news/2024/May/22/daytime-calm-nighttime-terror-indian-students-kyrgyzstan-bishkek-flights',
        date: '2024-05-22',
      },
      {
        title:
          'New Indian Express: "Left to our fate, flights are expensive" (fares after 17 May 2024)',
        url: 'https://www.newindianexpress.com/states/telangana/2024/May/21/left-to-our-fate-flights-are-expensive-say-students-in-bishkek',
        date: '2024-05-21',
      },
    ],
  },
}
