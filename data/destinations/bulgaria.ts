import { FMGE_IN_BRIEF, NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Bulgaria: what its universities share, stated once; a university holds only what differs. */
export const bulgaria: Destination = {
  slug: 'bulgaria',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, entrance tests in Biology and Chemistry, and English at B2 level.',
    duration: '6 years',
    language: 'English (Bulgarian taught for patient contact)',
    intake: ['February'],
    admissionProcess:
      "Register in the university's online application system (for the February intake, from 1 June to 1 October)\nSit the entry tests in Biology and Chemistry (online or in person)\nHave the Class 12 certificate validated for Bulgaria and send translated, legalised documents\nReceive the admission letter and apply for a Bulgarian long-stay (type D) visa\nTravel to Pleven, enrol and apply for a residence permit",
    eligibility:
      'Passport valid for at least 12 months\nEntry tests in Biology and Chemistry\nEnglish at B2 level where English is not an official language of the home country (a 1-year preparatory course is offered)\nClass 12 certificate validated for the Bulgarian system, translated into Bulgarian and legalised (apostille)\nThe university has asked for school marks of at least 62% of the maximum in named subjects; ask it for the current minimum',
    intakes:
      'The English-medium medicine programme starts in February. Applications open on 1 June and close on 1 October of the year before.',
    additionalExpenses:
      'University hostel: about EUR 1,200-2,000 a year\nFood: about EUR 2,000-2,800 a year\nHealth insurance: about EUR 250-400 a year\nVisa and residence permit: about EUR 150-300 in the first year\nDocument validation and translation: about EUR 300-600 once',
  },
  faq: [
    {
      question: 'Is it taught in English?',
      answer:
        'Yes. Medicine for foreign students is taught in English. Bulgarian is taught as a subject so that students can talk to patients in the clinical years.',
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
      note: "The medicine programme is described as 6 years, but we have no page of the university's to cite here. Get the programme's length for your intake in writing.",
      checkedOn: null,
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: "The 6th year is a clinical pre-graduation internship in the university's hospitals, but we found no document saying whether India counts it as the 12-month internship. Get the internship's length and place in writing.",
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but Bulgarian is taught as a subject and used with patients, so the course is not English throughout.',
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
      note: 'Registration in Bulgaria for non-EU graduates involves language and permit steps we have not verified. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
  guide: {
    tagline:
      'A six-year medicine course taught in English at a public university in Pleven, starting each February, with entry tests in Biology and Chemistry.',
    overview: [
      'Bulgaria, a member of the European Union, teaches medicine to foreign students in English at its public medical universities. We list one: Medical University - Pleven, in the north of the country, which in 1997 became the first Bulgarian university to teach foreigners medicine entirely in English (Bulgarian National Radio). Its English course starts in February, so about eight months pass between the opening of applications in early summer and the first class.',
      'The university describes the course as two preclinical years and three clinical years, followed by the final year of practice that the FMGL checklist discusses. Its requirements page says English-course students attend Bulgarian classes for six hours a week during the first three years, so that they can speak with patients in the university hospital.',
      'What to weigh: the checklist explains why the Bulgarian used with patients and that final year are open questions for India, and we have not found how a non-EU graduate is licensed in Bulgaria. The paperwork takes time, because the school certificate must be validated for the Bulgarian system and translated into Bulgarian before the application closes.',
    ],
    degreeAwarded:
      "Master's degree in Medicine with the professional qualification 'Physician', as Medical University - Pleven names it",
    advantages: [
      'A public university in an EU member state, teaching medicine in English since 1997.',
      "Clinical years are spent in the university's own hospitals in Pleven.",
      'Admission follows a timetable the university publishes each year, with the same entry tests for every candidate.',
      'Since November 2025 the D visa can be applied for at VFS Global centres in six Indian cities.',
      'Fees and daily spending are both in euros: Bulgaria adopted the euro on 1 January 2026.',
    ],
    documents: [
      'Passport valid for at least 12 months',
      'Class 12 certificate and mark sheet, apostilled by the MEA and translated into Bulgarian',
      'Proof that you may enter university in India (ask the university which Indian document it accepts), apostilled and translated',
      'Class 10 mark sheet and certificate',
      'NEET-UG scorecard from a result declared within the last 3 years',
      'Birth certificate with the MEA apostille',
      'A name affidavit if your name is spelt differently on any certificate and in the passport',
      'Medical certificate with an HIV test result, and passport-size photographs',
      'Police clearance certificate from the passport office, for the D visa',
      'Proof of funds, health insurance and proof of accommodation, for the D visa',
    ],
    practical: {
      summary:
        "Pleven's February intake step by step: online application and entry tests, validation and Bulgarian translation, the D visa and the residence card.",
      timeline: [
        {
          when: 'June',
          task: "NEET-UG result. Register in Medical University - Pleven's online application system as soon as it opens, and start the state attestation of the Class 12 documents and the birth certificate.",
        },
        {
          when: 'July',
          task: 'Take the MEA apostille, then have the documents translated into Bulgarian and start the validation of the school certificate; the university warns that validation can take up to a month.',
        },
        {
          when: 'August-September',
          task: 'Sit the entry tests in Biology and Chemistry on one of the dates the university offers, online or in person, and post the hard copies of the application documents.',
        },
        {
          when: 'October',
          task: 'Applications close at the very start of the month. Wait for the ranking and the admission letter, and answer any request for missing papers at once.',
        },
        {
          when: 'November',
          task: "After admission, the university sends your file to Bulgaria's Ministry of Education and Science, whose certificate the D visa needs. Get the police clearance certificate, insurance and bank papers ready and book a VFS appointment.",
        },
        {
          when: 'December',
          task: 'Attend the visa appointment in person and give biometrics. Allow several weeks for the decision.',
        },
        {
          when: 'January',
          task: 'Book the flight to Sofia and the onward bus or train to Pleven, carry some euros, and plan to arrive before the semester starts in February.',
        },
      ],
      paperwork: [
        {
          step: 'Authentication before the apostille',
          detail:
            'Have the Class 12 documents, the university-eligibility document and the birth certificate authenticated by the state or board authority the MEA requires before it will apostille them. The MEA apostille centre tells you which office applies.',
        },
        {
          step: 'Apostille by the MEA',
          detail:
            'Bulgaria has applied the Hague Apostille Convention since 2001 and India since 2005, and Pleven asks for an apostille from the country that issued each document, so no embassy legalisation is needed.',
        },
        {
          step: 'Translation into Bulgarian',
          detail:
            "The university wants the school documents in Bulgarian. Ask it which translators it accepts and whether the translation must also be certified by Bulgaria's Ministry of Foreign Affairs; confirm with the embassy if unsure.",
        },
        {
          step: 'Validation of the school certificate',
          detail:
            "The Class 12 certificate must be recognised as equal to Bulgarian secondary education. Bulgaria's NACID issues recognition certificates for schooling completed abroad; ask the university whether it files this for you, and start early.",
        },
      ],
      visa: [
        "Studying in Bulgaria needs the national long-stay visa, type D. It rests on a certificate from Bulgaria's Ministry of Education and Science, issued after the university sends the file of an admitted student, so you cannot apply before admission.",
        'Since 1 November 2025, D-visa applications from India are taken at VFS Global Bulgaria visa centres: New Delhi first, then Ahmedabad, Bengaluru, Chennai, Kolkata and Mumbai. Before that, applicants went to the embassy in New Delhi. A long-stay application is made in person with an interview and biometrics.',
        'Expect to show the Ministry certificate, the admission letter, proof of accommodation, health insurance, proof of funds and a police clearance certificate; the embassy or VFS gives the current list and fee.',
        'Bulgaria joined the Schengen area fully on 1 January 2025, but the D visa is still a Bulgarian national visa. Ask the embassy what it and the later residence card allow before planning trips to other Schengen countries.',
      ],
      travel: [
        'We know of no non-stop flight from India to Sofia. Routes usually change planes once, for example in Istanbul or in a Gulf hub; check current routes, and the transit rules of the hub country, before booking.',
        'Pleven lies in the north, roughly 160-170 km by road from Sofia. Buses and trains link the two cities; ask the university whether new students are met, and try to arrive in daylight.',
        'February is winter in Bulgaria: pack a warm coat and shoes for snow and ice.',
      ],
      arrival: [
        'Enrol at the university in the first days with the original documents. Full-time foreign students then apply at the Migration Directorate of the Ministry of Interior for the long-term residence card, before the D visa ends; it is issued for a year and renewed each year.',
        "Bulgaria's money has been the euro since 1 January 2026, and the lev stopped being legal tender on 1 February 2026. Buy a SIM card with your passport, and ask the international office which bank opens accounts for students and what it asks for.",
        'Ask early for a room in the university hostel, or sign a written rental contract: the residence card needs your address.',
        'Keep health insurance valid for the whole stay, because the visa and the residence card both ask for it. Register with the Embassy of India in Sofia.',
      ],
      monthlyCosts: [
        {
          item: 'Food (groceries and canteen meals)',
          low: 170,
          high: 230,
          currency: 'EUR',
          estimate: true,
        },
        {
          item: 'Local transport in Pleven (buses, taxis)',
          low: 10,
          high: 25,
          currency: 'EUR',
          estimate: true,
        },
        { item: 'Mobile phone plan and data', low: 8, high: 20, currency: 'EUR', estimate: true },
        {
          item: 'Study materials and printing',
          low: 15,
          high: 40,
          currency: 'EUR',
          estimate: true,
        },
        {
          item: 'Personal spending (clothes, toiletries, free time)',
          low: 50,
          high: 120,
          currency: 'EUR',
          estimate: true,
        },
      ],
    },
    sources: [
      {
        title:
          'Medical University - Pleven: FAQ, specialty Medicine (entry tests, B2 English, apostille)',
        url: 'https://mu-pleven.bg/index.php/en/admission/specialty-medicine/5547-faq',
        date: '2026-11-25',
      },
      {
        title:
          'Medical University - Pleven: admission guide for the February 2026 intake (validation, Bulgarian translation, name affidavit)',
        url: 'http://www.mu-pleven.bg/index.php/en/admission/specialty-medicine/6434-admission-guide-3',
        date: '2026-11-25',
      },
      {
        title:
          "Medical University - Pleven: requirements, specialty Medicine (course structure, Master's degree, 'Physician', Bulgarian classes), undated page",
        url: 'http://www.mu-pleven.bg/index.php?option=com_content&view=article&id=643:requirements&catid=188&Itemid=258&lang=en',
        date: '2026-11-25',
      },
      {
        title:
          'Bulgarian National Radio: students from 31 countries are studying medicine in Pleven (2021-22)',
        url: 'https://bnr.bg/en/post/101593153/students-from-31-countries-are-studying-medicine-in-pleven',
        date: '2026-11-25',
      },
      {
        title: 'HCCH: status table of the Apostille Convention (Bulgaria, India)',
        url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
        date: '2026-11-25',
      },
      {
        title: 'NACID: recognition of secondary education completed in a foreign school',
        url: 'https://nacid.bg/en/equivalence-of-grades-from-a-foreign-country-school/procedure',
        date: '2026-11-25',
      },
      {
        title:
          'Sofia University: how to apply for a student visa and a Bulgarian ID card for long-term residence',
        url: 'https://www.uni-sofia.bg/index.php/eng/layout/set/print/layout/set/print/layout/set/print/layout/set/print/layout/set/print/admission/international_students/how_to_apply_for_a_student_visa_and_a_bulgarian_id_card_for_a_long_term_residence',
        date: '2026-11-25',
      },
      {
        title: 'Technical University of Varna: visa and permits (type D, personal interview)',
        url: 'https://fs.tu-varna.bg/visa_and_permits/',
        date: '2026-11-25',
      },
      {
        title:
          'Berg Law: student visa and residence permit in Bulgaria (criminal record for visa D)',
        url: 'https://www.berglaw.eu/en/student-visa-and-residence-permit-in-bulgaria/',
        date: '2023-10-04',
      },
      {
        title:
          'Indulge Express: Bulgaria streamlines the long-term visa process for Indians (VFS centres)',
        url: 'https://www.indulgexpress.com/travel/2025/Nov/05/bulgaria-streamlines-long-term-visa-process-for-indians',
        date: '2025-11-05',
      },
      {
        title: 'CAPA: Bulgaria and Romania become full Schengen area members',
        url: 'https://centreforaviation.com/news/bulgaria-and-romania-become-full-schengen-area-members-1297895',
        date: '2025-01-02',
      },
      {
        title: 'The Indian Awaaz: Bulgaria adopts the euro as its official currency',
        url: 'https://theindianawaaz.com/bulgaria-adopts-euro-as-its-official-currency/',
        date: '2026-01-01',
      },
      {
        title: 'Study in Bulgaria (agent): student residence permits, renewed each year',
        url: 'http://www.studyinbulgaria.com/student-residency-permits-in-bulgaria/',
        date: '2026-11-25',
      },
      {
        title: 'Medicine Studies Abroad (agent): Medical University of Pleven, distance from Sofia',
        url: 'http://www.medicinestudiesabroad.com/results/medical-university-of-pleven-bulgaria-general-medicine/',
        date: '2026-11-25',
      },
    ],
  },
}
