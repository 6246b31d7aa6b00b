import { FMGE_IN_BRIEF, NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Georgia: what its universities share, stated once; a university holds only what differs. */
export const georgia: Destination = {
  slug: 'georgia',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, and an English test or online interview where the university asks for one.',
    duration: '6 years',
    language: 'English (Georgian taught for patient contact)',
    intake: ['September'],
    admissionProcess:
      "Send the application with Class 10 and 12 mark sheets, NEET-UG score card and passport copy\nTake the university's English test or online interview if asked\nReceive the admission letter; the university files your documents for recognition and enrolment approval by the Ministry of Education of Georgia\nApply for the Georgian study (D3) visa once the approval is issued\nTravel to Georgia and complete enrolment and registration at the university",
    eligibility:
      "Passport valid for at least 18 months\nEnglish proficiency: IELTS/TOEFL or the university's own English test or interview",
    intakes:
      'Classes begin in September or early October; apply between May and August so that document recognition and the visa are done in time. Ask the university whether it also runs a spring intake.',
    additionalExpenses:
      'Hostel or shared flat: about $2,000-3,500 a year\nFood: about $1,500-2,400 a year\nMedical insurance: about $200-400 a year\nResidence permit and document fees: about $150-300 a year',
  },
  /** The hero of its universities page, /country/georgia. */
  hero: {
    heading: 'Study MBBS in Georgia',
    description:
      'Six-year MD programmes taught in English in Tbilisi and Batumi. Georgian universities follow the European credit system; ask each one in writing how the internship year is organised.',
    benefits: [
      'Six-year MD programmes taught in English',
      'European (Bologna) credit system',
      'Indian documents accepted with the MEA apostille',
    ],
  },
  faq: [
    {
      question: 'What does the sixth year of the Georgian MD involve?',
      answer:
        "The MD is 6 years (360 ECTS credits), and Georgia treats the sixth year as a mandatory clinical internship. Graduates become junior doctors: to practise on their own in Georgia they need residency and a state exam (Georgian Ministry statement, 5 Sep 2025). Because India's FMGL 2021 asks for a 12-month internship at the same institution, get the university's internship terms in writing.",
    },
    {
      question: 'Will my child have to pass FMGE or NExT to practise in India?',
      answer: `Yes. Graduates of Georgian universities must pass FMGE like other foreign graduates: ${FMGE_IN_BRIEF}. ${NEXT_STATUS} A 12-month internship in India follows.`,
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
      note: 'The MD is 6 years (12 semesters, 360 ECTS credits), above the 54-month minimum.',
      checkedOn: '2026-11-22',
      source:
        'Ministry of Education of Georgia, statement of 5 Sep 2025; Embassy of India, Yerevan, 15 Sep 2022: the MD is 6 years (360 ECTS)',
    },
    internship12MonthsSameInstitution: {
      status: 'contested',
      note: 'Georgia says the sixth year is a mandatory clinical internship; NMC has not confirmed that it meets FMGL. Get the internship terms in writing.',
      checkedOn: '2026-11-22',
      source: 'Georgian Ministry statement (5 Sep 2025); Embassy of India, Yerevan (15 Sep 2022)',
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but Georgian is taught so that students can talk to patients in the clinical years, so the course is not English throughout.',
      checkedOn: '2026-11-22',
      source: NMC_MEDIUM_ADVISORY,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: "No official list compares foreign curricula with the Indian MBBS; compare the subject list with NMC's schedule.",
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'contested',
      note: 'Georgian MD graduates, local or foreign, may work as junior doctors; independent practice needs residency and a state exam. Whether that satisfies FMGL is unclear.',
      checkedOn: '2026-11-22',
      source: 'Georgian Ministry statement (5 Sep 2025); Embassy of India, Yerevan (15 Sep 2022)',
    },
  },
  cautions: [
    {
      date: '2025-12-04',
      text: "Georgia's Education Minister announced that state universities will be closed or capped for new foreign students from the 2026-27 academic year. In February 2026 a 'one city, one faculty' reform left Tbilisi State Medical University as the only state medical faculty in Tbilisi; its rector said foreign students must stay within 5% of the quota.",
      source:
        'OC Media and Georgia Today (3-4 Dec 2025); The Messenger and Georgia Today (12-13 Feb 2026); TSMU rector (24 Feb 2026)',
      url: null,
    },
  ],
  universityCautions: [],
  guide: {
    tagline:
      'Six-year MD programmes taught in English in Tbilisi and Batumi, where students learn Georgian for patients and state universities now limit foreign places.',
    overview: [
      'Georgian universities teach foreign students in a separate English-language MD programme, apart from their Georgian-language courses. We list five: three state universities (Tbilisi State Medical University, Ivane Javakhishvili Tbilisi State University and Batumi Shota Rustaveli State University) and two private ones in Tbilisi (Caucasus University and David Tvildiani Medical University). Georgia has become a large destination: about 17,500 foreign students in 2021-22 grew to about 37,100 in 2024-25 (Georgia Today).',
      'The course is counted in European (ECTS) credits. The early years cover the basic sciences in English; the later years move into university clinics or partner hospitals, and the last year is spent in clinical work.',
      'Three things deserve time before a family pays. First, the cautions on this page: state universities are closing or capping places for new foreign students. Second, the FMGL checklist, which explains why the final year and the right to practise in Georgia are open questions for India. Third, clinical work with Georgian-speaking patients: ask each university how much Georgian it expects, and get its answer and the internship terms in writing.',
    ],
    degreeAwarded:
      "Doctor of Medicine (MD). Ask for a sample diploma and diploma supplement: we have not seen each university's exact wording.",
    advantages: [
      "Georgia's accreditation agency for medical programmes, NCEQE, holds WFME recognition until November 2028.",
      'Credits follow the European system: Georgia has been part of the Bologna process since 2005.',
      'A choice of state and private universities in two cities, each with its own English-language MD.',
      'Georgia and India both apply the Apostille Convention, so the MEA apostille replaces embassy legalisation.',
    ],
    documents: [
      'Passport valid for at least 18 months, with at least two blank pages for the visa',
      'Class 10 and Class 12 mark sheets and pass certificates, apostilled by the MEA',
      'NEET-UG scorecard, with the result still inside its 3-year validity',
      'Birth certificate, apostilled by the MEA',
      'Recent passport-size photographs (ask the university and the visa centre for the sizes they need)',
      'Medical certificate from a registered doctor, with an HIV test result',
      'Bank statement or sponsor letter showing the funds for the stay, and receipts for fees already paid',
      "Admission letter, the Ministry's enrolment approval and travel and health insurance, for the D3 visa",
    ],
    practical: {
      summary:
        'Georgia step by step: apostilled papers, recognition of the school certificate, the D3 study visa, the residence permit and monthly costs.',
      timeline: [
        {
          when: 'May',
          task: 'Sit NEET-UG. Apply for or renew the passport now, so that it still has at least 18 months left on the day you fly.',
        },
        {
          when: 'June',
          task: 'NEET-UG result. Shortlist universities and ask each one in writing whether it admits foreign medical students for the coming year. Start the state attestation of the Class 10 and 12 documents and the birth certificate.',
        },
        {
          when: 'June-July',
          task: 'Send the application with scanned documents. Sit the English test or online interview if the university holds one, and take the MEA apostille of the attested documents.',
        },
        {
          when: 'July-August',
          task: 'Receive the admission letter. Send the university what it asks for to file your recognition and enrolment approval with the Georgian authorities; this takes weeks, so do not wait.',
        },
        {
          when: 'August',
          task: 'When the approval is issued, apply for the D3 visa. Settle the hostel or flat in writing and buy travel and health insurance for the visa.',
        },
        {
          when: 'September',
          task: 'Get the medical certificate and copies of every paper, buy some US dollars or lari, book the flight and arrive before classes start in September or early October.',
        },
      ],
      paperwork: [
        {
          step: 'Attestation in India',
          detail:
            "The MEA apostilles a document only after it has been authenticated in India: mark sheets and certificates by the authority named for your state or board, the birth certificate by the state's Home or General Administration Department. Ask the MEA's apostille collection centre which office applies to your documents.",
        },
        {
          step: 'MEA apostille',
          detail:
            'Georgia has applied the Hague Apostille Convention since 2007 and India since 2005, so an MEA apostille is enough: no embassy legalisation. Apostille the Class 10 and 12 documents and the birth certificate, and keep photocopies of every apostilled page.',
        },
        {
          step: 'Georgian translation and notarisation',
          detail:
            "Georgia's NCEQE recognises a foreign school certificate from a translated and notarised copy, and asks foreigners for a notarised translation of the passport. Universities usually have this done in Georgia; ask yours whether to send originals or copies, and confirm with the embassy if any paper needs more.",
        },
      ],
      visa: [
        "Indian citizens need a visa to study in Georgia. The student visa is the D3, an immigration visa for study at an authorised institution; Georgia's electronic visa is for visitors and does not replace it. You apply once the university sends the Ministry's enrolment approval and its invitation.",
        'The Embassy of Georgia in New Delhi has taken visa applications through VFS Global centres in Indian cities since 2017; confirm the current channel, fee and list with the embassy. The usual list is the form, the passport, the university document showing the purpose of travel, proof of funds, proof of accommodation and travel and health insurance.',
        'The D3 visa is issued for 90 days and is the basis for the study residence permit you apply for in Georgia. A visa does not promise entry: in April 2018, 52 of 62 Indian students holding D3 visas were turned back at Tbilisi airport after a rule change (Times of India). Carry the originals in your hand luggage.',
      ],
      travel: [
        'IndiGo began non-stop Delhi-Tbilisi flights in August 2023, then suspended them in late January 2026 to avoid the airspace around Iran and extended the pause to at least 28 March 2026. We could not confirm whether the route has restarted: check before you book.',
        'Without that flight, Tbilisi is one change away, usually in a Gulf hub such as Dubai or in Istanbul. For Batumi, compare a connecting flight into Batumi with a flight to Tbilisi followed by train or road, and check current routes.',
        'Keep certificates, the admission letter, the approval and the visa papers in your cabin bag; checked luggage on one-stop routes can arrive days late.',
      ],
      arrival: [
        "Report to the university's international office in the first days with your original documents. It completes enrolment and gives you the certificate of studies that the residence permit needs.",
        'Apply for the study residence permit at a Public Service Hall before the 90-day D3 visa ends, with the passport, the visa, the certificate of studies showing the length of the course, a bank statement, a photo and the fee. Ask the Hall for the current fee and waiting time; international offices often help with the form.',
        'Buy a local SIM card with your passport, and ask the international office which bank opens accounts for foreign students and what it asks for. Register with the Indian embassy covering Georgia: the Embassy of India in Yerevan has issued advisories for students there.',
        'Before paying for a hostel, see the room, read the contract and get the list of what the fee covers in writing; keep every receipt.',
      ],
      monthlyCosts: [
        {
          item: 'Food (groceries or a hostel mess)',
          low: 125,
          high: 200,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Local transport (metro, buses, occasional taxis)',
          low: 10,
          high: 30,
          currency: 'USD',
          estimate: true,
        },
        { item: 'Phone and mobile data', low: 5, high: 15, currency: 'USD', estimate: true },
        {
          item: 'Books, printouts and stationery',
          low: 10,
          high: 30,
          currency: 'USD',
          estimate: true,
        },
        {
          item: 'Personal costs (toiletries, clothes, outings)',
          low: 40,
          high: 100,
          currency: 'USD',
          estimate: true,
        },
      ],
    },
    sources: [
      {
        title:
          'Georgia Today: foreign students in Georgia, about 17,500 (2021-22) and 37,100 (2024-25)',
        url: null,
        date: '2026-11-24',
      },
      {
        title:
          'Ministry of Education, Science and Youth of Georgia: statement on the MD programme and its sixth year (5 Sep 2025)',
        url: null,
        date: '2025-09-05',
      },
      {
        title:
          'Education Minister on state universities and foreign students (OC Media, Georgia Today, 3-4 Dec 2025); "one city, one faculty" reform (The Messenger, Georgia Today, 12-13 Feb 2026)',
        url: null,
        date: '2026-02-13',
      },
      {
        title: 'Embassy of India, Yerevan: advisory on medical study in Georgia',
        url: null,
        date: '2022-09-15',
      },
      {
        title:
          'NCEQE: National Center for Educational Quality Enhancement received WFME recognition',
        url: 'https://eqe.ge/index.php/en/page/static/833/wfme-is-aghiareba',
        date: '2018-10-19',
      },
      {
        title: 'ENQA: WFME recognition for NCEQE, Georgia (valid until November 2028)',
        url: 'https://www.enqa.eu/news/wfme-recognition-for-nceqe-georgia/',
        date: '2026-11-25',
      },
      {
        title: 'NCEQE: recognition of foreign education (required documents)',
        url: 'http://eqe.ge/eng/static/213',
        date: '2026-11-25',
      },
      {
        title: 'HCCH: status table of the Apostille Convention (Georgia, India)',
        url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
        date: '2026-11-25',
      },
      {
        title:
          'Ilia State University: visa information (D3 study visa, residence permit at the Public Service Hall)',
        url: 'https://iliauni.edu.ge/en/international/visa-information',
        date: '2026-11-25',
      },
      {
        title:
          'Express Travel World: Georgia opens five visa application centres in India through VFS Global',
        url: 'http://www.expressbpd.com/travel/market-travel/georgia-opens-five-new-visa-application-centres-in-india-through-vfs-global-etw201707/388096/',
        date: '2017-07-13',
      },
      {
        title:
          'Times of India: Georgia sends back 52 Indian students from Tbilisi airport (via Indpaedia)',
        url: 'http://www.indpaedia.com/ind/index.php/Georgia-_India_relations',
        date: '2018-04-12',
      },
      {
        title: 'Vestnik Kavkaza: IndiGo launches direct Delhi-Tbilisi flights',
        url: 'https://en.vestikavkaza.ru/material/162934',
        date: '2023-08-10',
      },
      {
        title: 'National Herald (PTI): IndiGo halts flights to Tbilisi, Almaty, Tashkent and Baku',
        url: 'https://www.nationalheraldindia.com/national/indigo-halts-flights-to-tbilisi-almaty-tashkent-and-baku-amid-iran-tensions',
        date: '2026-01-26',
      },
      {
        title: 'The Traveler: IndiGo extends the Tbilisi suspension until 28 March 2026',
        url: 'https://www.thetraveler.org/indigo-suspends-tbilisi-almaty-baku-tashkent-flights-until-march-28-over-iran-tensions',
        date: '2026-02-16',
      },
      {
        title: 'Airways Magazine: flydubai returns to Tbilisi',
        url: 'https://airwaysmag.com/airlines/flydubai-returns-tbilisi/',
        date: '2021-02-01',
      },
      {
        title:
          'Study Medicine Europe (admissions agent): student residence permits in Georgia (documents list)',
        url: 'https://development.studymedicineeurope.com/student-residence-permits-georgia',
        date: '2026-11-25',
      },
    ],
  },
}
