import { FMGE_IN_BRIEF, NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Nepal: what its universities share, stated once; a university holds only what differs. */
export const nepal: Destination = {
  slug: 'nepal',
  defaults: {
    entranceRequirement:
      "NEET-UG qualification, and Nepal's Medical Education Commission (MEC) route: its entrance exam, or a NEET result where MEC accepts one for foreign candidates.",
    duration: '5.5 years (4.5 years + 1-year internship)',
    language: 'English',
    intake: ['February'],
    admissionProcess:
      "Register on the Medical Education Commission (MEC) portal as a foreign candidate within its application window, choosing to sit MECEE-BL or to apply on your NEET result\nSit MECEE-BL if you chose it, and check your merit position when MEC publishes the results\nSet your college preferences online and accept the seat that MEC's matching offers\nTake MEC's allotment to the college, pay the first fee instalment and show your original documents\nTravel with your passport or voter ID and join classes on the date in MEC's calendar",
    eligibility:
      "Nepal's Medical Education Commission (MEC) publishes its own minimum: 50% in Physics, Chemistry and Biology or CGPA 2.4, with no lower mark stated for reserved categories\nPassport valid for at least 18 months (Indian citizens need no visa for Nepal)\nNepal's Medical Education Commission (MEC) route: sit the MEC entrance exam (MECEE-BL) or apply on a NEET result MEC accepts (recently, at or above the 50th percentile)\nA place in MEC's merit-based seat allocation",
    intakes:
      "MEC sets the dates each year: in 2025 its application window ran from 17 August to 7 September with the entrance exam in late September, and its calendar started MBBS classes in mid-February 2026 (early February in 2024). Read MEC's current notice, and apply as soon as NEET results are out.",
    additionalExpenses:
      'Hostel: about $400-1,200 a year\nMess food: about $700-1,200 a year\nUniversity registration and exam fees: about $50-150 a year\nMedical insurance: about $50-100 a year',
  },
  faq: [
    {
      question: 'Is the tuition fee paid every year?',
      answer:
        "No. Nepal's colleges quote one fee for the whole course, paid in instalments of different sizes, the first and largest at admission. So we show the course total as the college quotes it and never divide it into a yearly figure: ask the college for its instalment schedule and the date each instalment is due.",
    },
    {
      question: 'Can an Indian graduate get a licence to practise in Nepal?',
      answer:
        "Foreign graduates of Nepali colleges can sit the Nepal Medical Council licensing exam, but an April 2023 notice said they would not be registered on par with Nepali graduates; a November 2024 notice was more favourable. Because India's FMGL rules require such a licence, ask the college for the current position in writing.",
    },
    {
      question: 'Is a Nepal MBBS exempt from FMGE?',
      answer: `No. Indian graduates of Nepali colleges must pass the FMGE like other foreign graduates: ${FMGE_IN_BRIEF}. ${NEXT_STATUS}`,
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
      note: 'The MBBS is described as 4.5 years of study plus a 1-year internship (66 months in all), but we have no page of a college or of the Medical Education Commission to cite here. Get the length in writing.',
      checkedOn: null,
    },
    internship12MonthsSameInstitution: {
      status: 'met',
      note: "The 1-year internship is part of the MBBS and is done in the college's own teaching hospital, as Nepal Medical Council rules require.",
      checkedOn: '2026-11-22',
      source:
        'Nepal Medical Council notice on provisional registration during internship (10 Nov 2024)',
    },
    englishMedium: {
      status: 'contested',
      note: 'The MBBS is taught and examined in English, but patients mostly speak Nepali and students use it in the clinical years, so the course is not English throughout.',
      checkedOn: '2026-11-22',
      source: NMC_MEDIUM_ADVISORY,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subjects and clinical postings with the Indian MBBS before paying.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'contested',
      note: 'Foreign graduates may sit the Nepal Medical Council licensing exam, but a 2023 notice said they are not treated on par with Nepalis. Get the current rule in writing.',
      checkedOn: '2026-11-22',
      source: 'Nepal Medical Council notices (12 Apr 2023; 10 Nov 2024)',
    },
  },
  cautions: [],
  universityCautions: [],
  guide: {
    tagline:
      "An MBBS with its internship in the college's own hospital, entered through Nepal's Medical Education Commission, a short journey from India and with no visa.",
    overview: [
      "Nepal's medical colleges admit foreign students only through the Medical Education Commission (MEC), a government body that runs one common entrance exam and allocates seats on merit. Our catalogue lists three: Manipal College of Medical Sciences in Pokhara and Kathmandu Medical College, both affiliated with Kathmandu University, and the B. P. Koirala Institute of Health Sciences in Dharan, a public health-sciences university.",
      "Classes are in English. The course moves from basic sciences to clinical postings and ends with a rotating internship in the college's own teaching hospital. In the wards patients mostly speak Nepali, which is written in Devanagari like Hindi, so Indian students have a head start in learning it.",
      'Two points need care. Fees are quoted for the whole course and paid in instalments, so compare course totals rather than yearly figures. And a Nepali licence for foreign graduates is contested (see the FAQ and the FMGL checklist), so ask the college for its current written position before accepting a seat.',
    ],
    degreeAwarded:
      'Bachelor of Medicine and Bachelor of Surgery (MBBS), awarded by Kathmandu University for its affiliated colleges (MCOMS, KMC) and by BPKIHS for its own students',
    advantages: [
      'Indian citizens need no visa: a passport or voter ID is enough to enter Nepal',
      'The Nepali rupee is pegged at NPR 1.60 to Rs 1, so the budget does not swing with exchange rates',
      'Seats are allocated on merit by one national body, the Medical Education Commission',
      'Nepal is only 15 minutes ahead of Indian time, and parents can visit by road or air',
      'Nepali uses the Devanagari script, like Hindi, which helps when learning to talk with patients',
      'All three catalogue colleges list Indian food among their facilities',
    ],
    documents: [
      'Indian passport valid at least 18 months: the surest ID for MEC, the college and the border',
      'Class 10 and Class 12 mark sheets and pass certificates, plus any character or migration certificate the college asks for',
      "NEET-UG scorecard, needed for India's rules and for MEC's route without its exam",
      'Birth certificate as proof of date of birth',
      'Passport-size photographs, and a scanned copy for the MEC portal',
      'Medical fitness certificate that includes an HIV test report',
      'Bank papers for the first fee instalment, in the currency and by the method the college names',
    ],
    life: {
      accommodation:
        'All three catalogue colleges have hostels, and most new students start in one before looking at rented rooms nearby. Winters in Kathmandu and Pokhara are cold and few buildings are heated, so pack warm bedding; Dharan, at the edge of the plains, is milder.',
      food: 'Everyday meals are dal-bhat (rice, lentils and vegetable curry), momos, chow mein and roti, and vegetarian food is easy to get. Indian dishes are easy to find near the colleges, and north Indian restaurants are common in the cities. Drink boiled or filtered water.',
      transportation:
        'Inside Kathmandu and Pokhara students use buses, micro-buses and taxis; agree a taxi fare before setting off or book the ride through an app. Long-distance buses link the cities with the Indian border, but hill roads are slow and landslides can close them in the June-September monsoon.',
    },
    practical: {
      summary:
        "No visa, the right ID at the border, MEC's yearly calendar and the first days at a Nepali medical college.",
      timeline: [
        {
          when: 'March-May',
          task: 'Renew or apply for the passport, collect the mark sheets and certificates, and watch the MEC website (mec.gov.np) for its calendar.',
        },
        {
          when: 'June',
          task: 'Check the NEET-UG result against the cut-off MEC accepts for the route without its exam (the 50th percentile in 2024), and read the current MEC notice before relying on it.',
        },
        {
          when: 'June-September',
          task: "Apply on MEC's portal as a foreign candidate. The window moves: in 2024 foreign candidates applied from 12 June, while the 2025 general notice opened on 17 August.",
        },
        {
          when: 'August-September',
          task: 'Sit MECEE-BL if you chose the exam route (the MBBS paper was on 17 August in 2024).',
        },
        {
          when: 'October-January',
          task: "Follow MEC's results, set college preferences online and accept the seat matched to you; then collect the admission letter and pay the first instalment.",
        },
        {
          when: 'November-February',
          task: "Travel and join on the date MEC and the college announce. MEC's 2025-26 calendar set the start of classes for mid-February 2026.",
        },
      ],
      paperwork: [
        {
          step: 'No apostille',
          detail:
            'Nepal is not a party to the Apostille Convention, so an MEA apostille does not serve for a Nepali college. Colleges check the originals at admission; carry them with self-attested copies. Ask the college and MEC in writing whether any paper must be attested, and by whom, and confirm with the Embassy of Nepal in New Delhi.',
        },
        {
          step: 'Equivalence',
          detail:
            "MEC's eligibility rules ask for an equivalence for some qualifications from outside Nepal, such as A-Levels. Ask MEC whether an Indian board certificate needs an equivalence letter and who issues it, well before the application window closes.",
        },
        {
          step: 'Copies and translation',
          detail:
            'Indian documents in English need no translation; get a certified English translation of anything in Hindi or a regional language. Scan every paper clearly for the MEC portal.',
        },
      ],
      visa: [
        'Indian citizens need no visa to enter Nepal or to study there, so there is no visa form and no visa fee.',
        "Carry an accepted ID. For Indians flying to or from Nepal, Nepal's Department of Immigration lists a valid Indian passport, an Election Commission voter ID, or an emergency or identity certificate from the Embassy of India in Kathmandu; Aadhaar is not accepted. Students aged 15-18 may travel on an identity certificate from their school principal in the prescribed form. The passport is the simplest choice, as it also serves as ID at the college.",
      ],
      travel: [
        'Air India, IndiGo and Nepal Airlines fly non-stop between Delhi and Kathmandu; check current routes from other Indian cities. In September 2025 Kathmandu airport closed for a time during protests and flights were cancelled, so keep some flexibility and the college contact at hand.',
        'Pokhara (MCOMS) is a short domestic flight or a long bus ride from Kathmandu. For Dharan (BPKIHS) the nearest airport is Biratnagar, with domestic flights from Kathmandu; by rail, the line from India ends at Jogbani in Bihar, across the border from Biratnagar.',
        'By road, cross at a border point with an immigration post, such as Raxaul-Birgunj, Sunauli-Bhairahawa or Jogbani-Biratnagar, and show the same ID as for flights.',
      ],
      arrival: [
        "With no visa there is no immigration office to visit on arrival. At the college, hand in MEC's allotment and the original documents, pay the fees due, and register with the university (Kathmandu University or BPKIHS) as the college directs.",
        'The Nepali rupee is fixed at NPR 1.60 to Rs 1. Check the current Nepal Rastra Bank rule before carrying Indian notes above Rs 100, and ask the college how fees are paid (bank transfer or draft).',
        'Buy a SIM from Nepal Telecom or Ncell with a passport copy and a photo. Read the hostel rules on fees, meals and closing time before signing in.',
      ],
      monthlyCosts: [
        { item: 'Local transport', low: 1000, high: 3000, currency: 'NPR', estimate: true },
        { item: 'Phone and mobile data', low: 500, high: 1500, currency: 'NPR', estimate: true },
        {
          item: 'Snacks and meals outside the mess',
          low: 2000,
          high: 5000,
          currency: 'NPR',
          estimate: true,
        },
        {
          item: 'Toiletries, laundry and stationery',
          low: 1500,
          high: 3500,
          currency: 'NPR',
          estimate: true,
        },
        {
          item: 'Personal spending',
          low: 2000,
          high: 5000,
          currency: 'NPR',
          estimate: true,
          note: 'Hostel and mess food are in the yearly costs on the country page.',
        },
      ],
    },
    sources: [
      {
        title:
          'Nepal Medical Council notices of 12 Apr 2023 (foreign graduates may sit the licence exam but are not treated on par) and 10 Nov 2024 (provisional registration during the internship)',
        url: null,
        date: '2026-11-24',
      },
      {
        title: 'HCCH: status table of the Apostille Convention (Nepal is not a party)',
        url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
        date: '2026-11-24',
      },
      {
        title:
          'Indian Express (Oct 2019), from NBE data: FMGE results of the 2015-18 graduates by country (Nepal 17.68%, 1,042 of 5,894; BPKIHS 100 of 239)',
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
          'Medical Education Commission: notice for foreign candidates, MECEE-BL 2025 (as published by Edusanjal)',
        url: 'https://edusanjal.com/admission/mecee-bl-for-foreign-candidates',
        date: '2024-06-11',
      },
      {
        title: 'Collegenp: MECEE-BL 2026 common entrance exam notice (MEC, minimum eligibility)',
        url: 'https://www.collegenp.com/admission/mecee-bl-2026-common-entrance-exam-notice',
        date: '2025-08-18',
      },
      {
        title: 'MEC academic calendar 2082/83 (2025-26), as summarised by S. S. Baitha',
        url: 'https://shyamsundarbaitha.com.np/2025',
        date: '2025-04-19',
      },
      {
        title:
          'Department of Immigration, Nepal: information for Indian nationals (notice of 2075-04-22 BS)',
        url: 'https://www.immigration.gov.np/page/information-for-indian-nationals-11',
        date: '2018-08-07',
      },
      {
        title: 'Rediff (PTI): Air India cancels four flights on Delhi-Kathmandu route',
        url: 'https://m.rediff.com/news/commentary/2025/sep/09/air-india-cancels-four-flights-on-delhikathmandu-route/3ccd0fc095dcc7cc6bb13f960619d216',
        date: '2025-09-09',
      },
      {
        title:
          'Amarnepal: document attestation in Nepal (Nepal is not a party to the Apostille Convention)',
        url: 'https://amarnepal.com/topics/document-attestation-and-legalization-for-use-abroad',
        date: '2026-11-25',
      },
      {
        title: 'Nepal Rastra Bank: the Nepalese rupee pegged at NPR 1.60 to the Indian rupee',
        url: null,
        date: '2026-11-25',
      },
      {
        title: 'Biratnagar travel notes: airport, Jogbani railhead across the border',
        url: 'https://travelwithtaangoo.com/locations/view/Biratnagar',
        date: '2026-11-25',
      },
    ],
  },
}
