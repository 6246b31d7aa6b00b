import { FMGE_IN_BRIEF, NEXT_STATUS } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Russia: what its universities share, stated once; a university holds only what differs. */
export const russia: Destination = {
  slug: 'russia',
  defaults: {
    entranceRequirement:
      "NEET-UG qualification, and the university's own entrance test or interview for foreign applicants (usually Biology and Chemistry, often online). Some universities test again on arrival.",
    duration: '6 years',
    language: 'English (Russian for clinical practice)',
    intake: ['September'],
    admissionProcess:
      "Send the application with passport, Class 10 and 12 mark sheets and NEET-UG scorecard\nTake the university's entrance test or interview for foreign applicants\nReceive the admission letter\nThe university obtains the official invitation for the Russian student visa\nApply for the student visa at the Russian Embassy or a consulate in India, then travel\nEnrol on arrival: sign the contract, pay the fees, medical check, migration registration and hostel",
    eligibility:
      "Passport valid for at least 18 months\nThe university's entrance tests for foreign applicants (usually Biology and Chemistry, often online); confirm the current format",
    intakes:
      'Classes start in September; students arriving on a visa may join in the first weeks of the term. Apply from spring to about August, early enough for the visa invitation, which takes several weeks.',
    additionalExpenses:
      'Hostel: about $300-700 a year\nFood: about $1,200-1,800 a year\nMedical insurance (compulsory): about $100-250 a year\nVisa extension and migration registration: about $50-150 a year',
  },
  /** The hero of its universities page, /country/russia. */
  hero: {
    heading: 'Study MBBS in Russia',
    description:
      'State medical universities with long histories and six-year General Medicine programmes. Teaching for foreign students starts in English; Russian is taught alongside, because patients in the clinical years speak Russian.',
    benefits: [
      'Six-year programmes at state universities',
      'Large Indian student communities',
      'Russian language classes built into the course',
    ],
  },
  faq: [
    {
      question: 'Is the course taught in English?',
      answer:
        'Lectures and classes for international students are in English. Russian is taught as a subject, and students need it to talk to patients in the clinical years, so the course is not English throughout.',
    },
    {
      question: 'What about FMGE or NExT after graduating?',
      answer: `Indian graduates must pass FMGE: ${FMGE_IN_BRIEF}. ${NEXT_STATUS} After passing, a 12-month internship in India follows. We cannot promise any pass rate.`,
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
      note: 'Programme is 6 years (72 months) of General Medicine, well above the 54-month minimum.',
      checkedOn: '2026-11-22',
      source:
        'Embassy of India, Moscow, advisory for Indian students (2022): six years of study, with at least 12 months of clinical clerkship',
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: "The 6-year course includes clinical practice, but no separate 12-month internship is known. Get the university's position in writing.",
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but Russian is taught as a subject and used with patients in the clinical years, so the course is not English throughout.',
      checkedOn: '2026-11-22',
      source:
        'Embassy of India, Moscow (2022): Russian is needed with patients and the state accreditation exam is in Russian',
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official list of curricula equivalent to the Indian MBBS exists; compare the subjects with the Indian MBBS curriculum.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'unverified',
      note: "Graduates sit Russia's accreditation, largely in Russian. Whether foreign graduates can practise in Russia on a par with citizens is not confirmed.",
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
  guide: {
    tagline:
      'State medical universities across Russia teach foreign students in English, while patients and the final state exam use Russian.',
    overview: [
      'Every Russian university in our catalogue is run by the state. Most are medical universities in their own right; at Kazan Federal University and Mari State University, medicine is taught by an institute inside a larger university. They lie far apart, from Smolensk and Tver in the west to Barnaul in western Siberia, so climate, travel time and daily costs change a lot from one city to the next.',
      'The course follows the Russian standard for General Medicine: sciences and pre-clinical subjects come first, hospital rotations later. Russian lessons run alongside, because in the clinical years the student examines patients in Russian, and the Embassy of India in Moscow noted in 2022 that the state accreditation exam at the end is held in Russian. A student who neglects Russian in the first two years pays for it on the wards.',
      'Two warnings from the Embassy of India matter before any payment: it does not recognise admission contractors, and some universities have tested students again on arrival and turned them away after the visa was issued. Deal with the university directly and get its test rules in writing. Since March 2022, bank transfers and flights to Russia have also been disrupted, so settle how money will reach the student before you commit.',
    ],
    degreeAwarded:
      "Specialist diploma in General Medicine ('Lechebnoye delo'), qualification 'Physician' (vrach-lechebnik) under the Russian standard. English brochures often say 'MD'; check the Russian wording on a sample diploma.",
    advantages: [
      'Every catalogue university in Russia is state-run, with a hostel for international students',
      "The university's international office requests the visa invitation and handles migration registration",
      'After the first entry, the yearly multiple-entry visa is issued inside Russia, with no trip back to India',
      'Many Indian students study in Russia, so seniors from India are found on most campuses',
      'A wide choice of cities lets a family weigh climate, distance and living costs',
    ],
    documents: [
      'Passport valid for at least 18 months from the date of entry, with copies of the photo page',
      'Class 10 and Class 12 mark sheets and pass certificates, attested by the state and apostilled by the MEA',
      'NEET-UG scorecard of a result that is still within its 3-year validity',
      'Birth certificate, attested by the state Home or General Administration Department and apostilled',
      'Passport photos in the size the Russian visa application asks for, plus spares for the university',
      'Medical fitness certificate and an HIV test report from a recognised laboratory, dated close to the visa application',
      'Bank statement or sponsor letter showing the first year fee and living money, and the fee receipt once paid',
      "The original visa invitation issued on the university's request, and the university's admission letter",
      'Medical insurance policy valid in Russia, bought where the university tells you to',
    ],
    practical: {
      summary:
        'Attestation, the visa invitation, registration in the first week and a monthly budget for a September start in Russia.',
      timeline: [
        {
          when: 'November-January',
          task: 'Check the passport against the validity rule in the eligibility list and renew it now if it falls short. Collect the birth certificate and Class 10 documents for state attestation.',
        },
        {
          when: 'February-April',
          task: "Once NEET-UG registration is done, shortlist universities and write to each for this year's contract fee, the entrance-test format and whether it tests again on arrival.",
        },
        {
          when: 'May',
          task: 'Alongside the NEET-UG exam, have the birth certificate and Class 10 documents attested by the state and apostilled by the MEA.',
        },
        {
          when: 'June',
          task: 'Once the NEET-UG result is out, apply to the university with scans, and take its online test or interview on the date it sets.',
        },
        {
          when: 'July',
          task: 'After the admission letter, the university asks the migration authorities for your invitation; allow several weeks. Apostille the Class 12 documents as soon as the board issues them.',
        },
        {
          when: 'July-August',
          task: 'Get the medical certificate and HIV test, arrange insurance, and agree with your bank and the university how fees and living money will be paid.',
        },
        {
          when: 'August',
          task: 'Apply for the study visa at the Russian mission named in the invitation, with the original invitation and the documents list.',
        },
        {
          when: 'Late August-September',
          task: 'Book the flight, send the university your visa and ticket at least two weeks ahead so it can expect you, and carry every original in hand luggage.',
        },
      ],
      paperwork: [
        {
          step: 'State attestation first',
          detail:
            'The MEA apostilles only documents already attested by the state that issued them: the state education department for Class 10 and 12 papers, the Home or General Administration Department for the birth certificate.',
        },
        {
          step: 'The MEA apostille',
          detail:
            'Russia and India are both parties to the Hague Apostille Convention, so the MEA apostille is the last step in India; the Russian embassy does not legalise the papers again.',
        },
        {
          step: 'Translation into Russian',
          detail:
            'The university needs Russian translations certified by a notary, usually arranged in Russia after arrival. Ask the international office before paying for translations in India.',
        },
        {
          step: 'Recognition of Class 12',
          detail:
            'Ask the university in writing whether your Class 12 certificate must also be recognised in Russia, and who applies. We could not confirm the current rule: confirm with the university and the embassy.',
        },
      ],
      visa: [
        'Students enter Russia on a study visa, issued only against an official invitation that the university obtains from the Russian migration authorities after admission. A tourist or business visa cannot be turned into a study visa once you are in Russia.',
        "The invitation names the city where you apply: the Embassy of Russia in New Delhi or a Consulate General (Mumbai, Chennai or Kolkata). Take the embassy's current list; for stays longer than three months, expect to be asked for an HIV test certificate.",
        'The first visa allows one entry and lasts about 90 days. After arrival, the university applies for a multiple-entry visa for one year, renewed each year of the course. Universities ask for the papers about 45 days before each expiry, and a missed deadline can mean leaving Russia to start again.',
      ],
      travel: [
        'Students fly into Moscow and continue from there. Fewer airlines serve Russia since 2022 and routes change, so check current routes, and whether a stopover country needs a transit visa, when you book.',
        'Tver, Smolensk and Kursk are usually reached from Moscow by train. For Kazan, Ufa, Perm, Orenburg, Volgograd, Yoshkar-Ola and Barnaul, take a domestic flight or a long train journey; ask whether the university meets new students.',
        "At the border, 'study' must be the purpose of entry, matching the visa. Keep the migration card or entry record with the passport until you leave Russia.",
      ],
      arrival: [
        'Go to the international office on the first working day. The law (Federal Law 109-FZ) gives seven working days to register at your address; for students in the hostel, the university does it.',
        'Students staying longer than 90 days must complete a medical examination, fingerprinting and an official photograph within 90 days of arrival. Missing it can cost the right to stay, so book it early.',
        'Cards issued by Indian banks on the Visa and Mastercard networks do not work in Russia. Open an account with a Russian bank the university suggests, buy a local SIM with your passport, and keep every fee receipt.',
        'Medical insurance is compulsory from the day you arrive. Ask the university whether to buy the policy before travel or through it on arrival, and keep a copy on your phone.',
        'Each time you come back from a trip abroad, the migration registration is made again: tell the hostel office your dates before you leave.',
      ],
      monthlyCosts: [
        {
          item: 'Food: groceries and canteen meals',
          low: 100,
          high: 150,
          currency: 'USD',
          estimate: true,
          note: 'The yearly food line on the country page, divided by twelve.',
        },
        {
          item: 'Local transport (bus, tram, metro)',
          low: 10,
          high: 25,
          currency: 'USD',
          estimate: true,
        },
        { item: 'Mobile phone and internet', low: 5, high: 15, currency: 'USD', estimate: true },
        {
          item: 'Personal and household items',
          low: 30,
          high: 70,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Warm winter clothing, bought in the first year',
          low: 15,
          high: 35,
          currency: 'USD',
          estimate: true,
          note: 'A one-off purchase spread over twelve months.',
        },
      ],
    },
    sources: [
      {
        title:
          'Embassy of India, Moscow: advisory on medical study in Russia (2022): Russian with patients, state exam in Russian, contractors not recognised, tests on arrival',
        url: null,
        date: '2026-11-24',
      },
      {
        title: 'HCCH: status table of the Apostille Convention (Russian Federation, India)',
        url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
        date: '2026-11-25',
      },
      {
        title:
          'MEA document attestation and apostille: state authentication comes first (MEA procedure text, as reproduced by attestation services)',
        url: null,
        date: '2026-11-25',
      },
      {
        title:
          'Omsk State Transport University: visa and registration (single-entry visa of 90 days, yearly multiple-entry visa, 45 days, 18-month passport rule)',
        url: 'https://www.omgups.ru/en/applicants/visa-and-registration/',
        date: '2026-11-25',
      },
      {
        title:
          'Orel State University: extension of a study visa (apply at least 45 days before expiry)',
        url: 'https://int.oreluniver.ru/en/international/rules-for-entry-and-stay-for-foreign-students-in-the-russian-federation/visa-extension',
        date: '2026-11-25',
      },
      {
        title:
          'HSE University: visa rules for degree students (new registration after each return)',
        url: 'https://ivisa.hse.ru/en/bama5',
        date: '2026-11-25',
      },
      {
        title:
          'Far Eastern State Transport University: rules for entering (invitation from the migration authorities, about 45 days)',
        url: 'https://dvgups.ru/en/rules-for-entering.html',
        date: '2026-11-25',
      },
      {
        title:
          'HSE University: medical examination, fingerprinting and photographing for international students',
        url: 'https://istudents.hse.ru/en/newprocedures',
        date: '2026-11-25',
      },
      {
        title:
          'HEDclub: migration regulations from invitation to entry (Federal Law 109-FZ, 7 working days)',
        url: 'https://hedclub.com/en/publication/migration_regulations_from_invitation_to_entry_624',
        date: '2026-11-25',
      },
      {
        title:
          'Vladivostok State University: transfer of funds by foreign students (Visa and Mastercard suspended)',
        url: 'https://eng.vvsu.ru/transfer/funds/',
        date: '2026-11-25',
      },
      {
        title:
          'Global Education in Russia: rules of entry and stay for foreign students (invitation names the visa city)',
        url: 'https://globaledurussia.com/en/news/tpost/h7d9v3nzv1-rules-of-entry-and-stay-in-the-russian-f',
        date: '2026-11-25',
      },
    ],
  },
}
