import { FMGE_IN_BRIEF, NEXT_STATUS } from '@/data/regulation'
import type { Destination } from '@/data/destinations/schema'

/** Bosnia: what its universities share, stated once; a university holds only what differs. */
export const bosnia: Destination = {
  slug: 'bosnia',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, and an interview for first-year enrolment in the English programme.',
    duration: '6 years',
    language: 'English',
    intake: ['October'],
    admissionProcess:
      "Apply in the faculty's call for applications to the International Medical Degree Program with school certificates and passport\nAttend the selection interview\nCheck the published ranking list and accept the place\nApply for a Bosnian visa and temporary residence for study\nTravel to Sarajevo, pay the first tuition instalment (BAM 6,000) and enrol",
    eligibility:
      "Passport valid for at least 18 months\nCompleted secondary education with Biology and Chemistry\nSelection interview\nEnglish proficiency\nRecognition of the foreign school certificate as the faculty's call requires",
    intakes:
      'The academic year starts in October. The call for applications opens in late spring or summer, with a second call if places remain.',
    additionalExpenses:
      'Private room or shared flat: about EUR 2,400-4,200 a year\nFood and living: about EUR 2,000-3,000 a year\nHealth insurance: about EUR 150-300 a year\nVisa and temporary residence: about EUR 100-200 a year',
  },
  faq: [
    {
      question: 'Is it taught in English?',
      answer:
        'Yes. The International Medical Degree Program is taught in English. Patients speak Bosnian, so learning the language helps in the clinical years.',
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
      note: "The faculty describes its integrated programme as 6 years (360 ECTS), but we have no page of it to cite here. Get the programme's length for your intake in writing.",
      checkedOn: null,
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'We have not confirmed a 12-month internship inside the programme. Get the position in writing from the faculty.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'unverified',
      note: "The International Medical Degree Program is taught in English per the faculty's website; whether clinical work with patients needs Bosnian is not confirmed.",
      checkedOn: null,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subjects and clinical postings with the Indian MBBS before paying.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'unverified',
      note: 'Whether foreign graduates can get a Bosnian licence on par with citizens is not confirmed. Ask the faculty and the medical chamber.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
  guide: {
    tagline:
      "A six-year medicine programme taught in English at the University of Sarajevo's public Faculty of Medicine, with places given after an interview.",
    overview: [
      'We list one medical school in Bosnia and Herzegovina: the Faculty of Medicine of the University of Sarajevo, in the capital. Besides its course in the local language it runs the International Medical Degree Program (IMDP) in English, and the faculty says both programmes are aligned with the EU directive on regulated professions.',
      "Clinical practice is recorded as the course goes on: the 2025/26 enrolment notice asks students entering the fourth and fifth years to submit their internship handbook, and those entering the sixth year to hand in the original. Whether that meets India's internship rule is unconfirmed, like several other points for Indian students (see the FMGL checklist).",
      "Bosnia and Herzegovina is not in the European Union; it has been a candidate country since December 2022. Its rules for foreign students are strict about deadlines, housing is found privately (see the university's questions and answers), and patients speak the local language. Plan the flat, the visa and the residence steps months ahead, and ask the faculty how much Bosnian clinical work needs.",
    ],
    degreeAwarded:
      "Doctor of Medicine (doktor medicine) is the usual title of Bosnia's six-year integrated medical programmes; the wording of the IMDP diploma is unverified, so ask the faculty for a sample.",
    advantages: [
      'Taught at a public faculty whose calls, interview notices and ranking lists appear on its own website.',
      'The faculty states that its programmes are aligned with the EU directive on regulated professions.',
      'Fees are set in convertible marks, which are pegged to the euro at 1.95583.',
      'A second call for applications has been held when places remained after the first.',
      'Bosnia applies the Apostille Convention, so Indian papers need only the MEA apostille.',
    ],
    documents: [
      'Passport valid for at least 18 months (residence rules want it valid 3 months beyond each permit)',
      'Class 10 and Class 12 mark sheets and certificates, apostilled by the MEA',
      'NEET-UG scorecard; the result must be less than 3 years old',
      'Birth certificate carrying an MEA apostille',
      'Police clearance certificate issued within the last 6 months, apostilled, for temporary residence',
      'Medical certificate with an HIV test result; some Bosnian faculties also accept a chest X-ray with the report from home',
      'Bank statement showing at least BAM 400 for each month of the academic year, or a certified guarantee from a sponsor in Bosnia',
      'Health insurance valid in Bosnia and Herzegovina, and proof of your address in Sarajevo',
      'Photographs 35 x 45 mm',
    ],
    practical: {
      summary:
        "Sarajevo's English programme step by step: the call and interview, the certified invitation letter, the D visa, the white card and temporary residence.",
      timeline: [
        {
          when: 'June',
          task: "NEET-UG result. Watch the faculty's website for the IMDP call for applications, and start the state attestation and MEA apostille of the school documents and the birth certificate.",
        },
        {
          when: 'June-July',
          task: 'Apply in the first call with the school certificates and passport, and prepare for the selection interview.',
        },
        {
          when: 'July',
          task: 'Attend the interview, check the ranking list and accept the place. If the first call passes you by, watch for a second call.',
        },
        {
          when: 'July-August',
          task: "Find a flat or room in Sarajevo: the invitation letter must show your address. The invitation then needs certification by the Service for Foreigners' Affairs, which can take up to two months. Request the police clearance certificate now.",
        },
        {
          when: 'August-September',
          task: 'Apply in person for the D visa at the Bosnian mission that handles India, with the certified invitation. The police certificate must still be under 6 months old when you apply for residence.',
        },
        {
          when: 'September',
          task: 'Buy health insurance valid in Bosnia, prepare the bank proof of funds and the medical certificate, book the flight to Sarajevo and arrive before the academic year starts in October.',
        },
      ],
      paperwork: [
        {
          step: 'State or board authentication',
          detail:
            "The MEA apostilles school documents and the birth certificate only after the state or board authority has authenticated them; the police clearance certificate comes from the passport office and may not need that step. Ask the MEA's apostille centre which office applies to each paper.",
        },
        {
          step: 'The apostille',
          detail:
            'Bosnia and Herzegovina has applied the Hague Apostille Convention since 1992 and India since 2005, so the MEA apostille is accepted without embassy legalisation. The police clearance certificate needs one too.',
        },
        {
          step: 'Translation by a court interpreter',
          detail:
            "Bosnian authorities want foreign-language documents with a translation into one of the country's official languages (Bosnian, Croatian or Serbian). Use a court interpreter (sudski tumač) and ask the faculty which papers it needs translated.",
        },
        {
          step: 'Recognition of the school certificate',
          detail:
            "The faculty's call says whether the Class 12 certificate must first be recognised in Bosnia and how. Ask before the interview, because recognition can take weeks; confirm with the faculty and the embassy.",
        },
      ],
      visa: [
        "Indian citizens need a visa. A stay of more than 90 days for study needs the long-stay visa D, and its application needs a letter of invitation on the official form certified by the Service for Foreigners' Affairs. The faculty prepares it with your passport details and Sarajevo address; the University of Sarajevo warns that this can take up to two months.",
        'Apply in person at the Bosnian embassy or consulate responsible for India, with fingerprints and a photo. We could not confirm which mission takes applications from India: ask the faculty and the Ministry of Foreign Affairs of Bosnia and Herzegovina before you book anything.',
        "The visa D covers only the first months. Temporary residence for education must be requested in person at the Service for Foreigners' Affairs field office no later than 15 days before the visa D expires, and extended each year.",
      ],
      travel: [
        'We know of no direct flight from India to Sarajevo. Routes usually change in Istanbul; check current routes, and whether the transit country needs a transit visa for Indian passport holders.',
        'Even where Bosnia lets a traveller in without a visa for a short stay, a student coming for a degree needs the visa D: do not travel on a visitor entry.',
        'Sarajevo winters are cold, with snow and fog; pack warm clothes and keep the original documents in your cabin bag.',
      ],
      arrival: [
        "Get the white card, the registration of your address, straight away. The landlord or hotel normally issues it; if not, you go to the foreigners' office with the landlord's papers. Guidance from Bosnian faculties speaks of 48 hours, so do not wait.",
        'Enrol at the faculty. Its 2025/26 enrolment notice asks every student for a sanitary booklet (sanitarna knjižica), a health check with a nose and throat swab; ask where to get it before you arrive.',
        "Apply for temporary residence with the enrolment certificate, the white card, proof of funds, Bosnian health insurance, a recent medical certificate, the apostilled police certificate, proof of accommodation, a photo and the fee (BAM 150 on the lists we read); confirm the current list with the Service for Foreigners' Affairs.",
        'Open a local bank account for the funds proof and the fee payments, and buy a SIM card with your passport. Find the Indian embassy accredited to Bosnia and Herzegovina on the MEA website and register with it.',
      ],
      monthlyCosts: [
        {
          item: 'Food (groceries and simple meals out)',
          low: 300,
          high: 450,
          currency: 'BAM',
          estimate: true,
        },
        {
          item: 'Local transport (trams, buses)',
          low: 30,
          high: 60,
          currency: 'BAM',
          estimate: true,
        },
        { item: 'SIM card, calls and data', low: 20, high: 40, currency: 'BAM', estimate: true },
        {
          item: 'Textbooks, copies and stationery',
          low: 20,
          high: 50,
          currency: 'BAM',
          estimate: true,
        },
        {
          item: 'Personal items and going out',
          low: 80,
          high: 160,
          currency: 'BAM',
          estimate: true,
        },
      ],
    },
    sources: [
      {
        title:
          'University of Sarajevo - Faculty of Medicine: about the faculty (two integrated programmes, EU directive)',
        url: 'https://mf.unsa.ba/en/fakultet/o-fakultetu',
        date: '2026-11-25',
      },
      {
        title:
          'University of Sarajevo - Faculty of Medicine: registration and enrolment (IMDP calls, interviews, ranking lists)',
        url: 'https://mf.unsa.ba/en/studij/studiji-medicine/upis',
        date: '2026-11-25',
      },
      {
        title:
          'University of Sarajevo - Faculty of Medicine: announcement for enrolment in the IMDP, 2025/26 (sanitary booklet, internship handbook)',
        url: 'https://mf.unsa.ba/en/announcement-for-the-enrollment-students-of-intergated-undergraduate-graduate-degree-programme-medical-studies-in-english-international-medical-degree-programat-the-faculty-of-medici',
        date: '2026-11-25',
      },
      {
        title:
          'University of Sarajevo, international office: regulating your stay in Bosnia and Herzegovina',
        url: 'https://international.unsa.ba/regulating-your-stay-in-bosnia-and-herzegovina',
        date: '2026-11-25',
      },
      {
        title: 'University of Sarajevo, international office: residence permit and white card',
        url: 'https://international.unsa.ba/residence-permit/',
        date: '2026-11-25',
      },
      {
        title: "Service for Foreigners' Affairs: notice to foreign students on temporary residence",
        url: 'https://sps.gov.ba?lang=en&p=4840',
        date: '2026-11-25',
      },
      {
        title: 'International University of Sarajevo: visa D and the certified invitation letter',
        url: 'https://iro.ius.edu.ba/cooperation',
        date: '2026-11-25',
      },
      {
        title:
          'University of East Sarajevo, Faculty of Medicine Foča: documents for the residence permit',
        url: 'https://studiesinenglish.mef.ues.rs.ba/index.php/studies-in-english/residence-permit/',
        date: '2026-11-25',
      },
      {
        title:
          'University of Banja Luka, Faculty of Medicine: visas and immigration (48 hours, apostille, HIV test)',
        url: 'https://med.unibl.org/en/visas-and-immigration',
        date: '2026-11-25',
      },
      {
        title: 'University of Banja Luka: visa and temporary residence (D visa for students)',
        url: 'https://www.unibl.rs/en/cooperation/information-for-incoming-students-and-staff/visa-and-temporary-residence',
        date: '2024-11-23',
      },
      {
        title:
          'Ministry of Security of Bosnia and Herzegovina: Bylaw on entry and stay of aliens (translations)',
        url: 'https://studylib.net/doc/8549345/27-13',
        date: '2026-11-25',
      },
      {
        title:
          'University of Mostar School of Medicine: call for the English programme 2024-25 (title Doctor of Medicine)',
        url: 'https://mef.sum.ba/engl/index.php/2024/06/06/application-for-admission-to-the-integrated-undergraduate-and-graduate-program-medical-studies-in-english-in-the-academic-year-2024-2025-first-call/',
        date: '2024-06-06',
      },
      {
        title: 'HCCH: status table of the Apostille Convention (Bosnia and Herzegovina, India)',
        url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
        date: '2026-11-25',
      },
      {
        title:
          'France Diplomatie: European Council decision to grant Bosnia and Herzegovina candidate status',
        url: 'https://www.diplomatie.gouv.fr/en/country-files/bosnia-herzegovina/news/article/bosnia-herzegovina-european-council-decision-to-grant-candidate-country-status',
        date: '2022-12-15',
      },
      {
        title: 'EX-YU Aviation: Turkish Airlines boosts Istanbul-Sarajevo flights (October 2019)',
        url: 'https://www.exyuaviation.com/2019/10/turkish-airlines-boosts-sarajevo-flights.html',
        date: '2026-11-25',
      },
      {
        title:
          'eBiH: documents for temporary residence for university education (sponsor guarantee, BAM 400 a month)',
        url: 'https://ebih.ba/student-visa',
        date: '2026-11-25',
      },
      {
        title:
          'University of Sarajevo - Faculty of Medicine: notice on transfers (translations by a court interpreter)',
        url: 'http://mf.unsa.ba/index.php/studenti/dodiplomski-studij/obavjestenja/819-obavijest-kandidatima-zainteresiranim-za-nastavak-studija-na-medicinskom-fakultetu-univerziteta-u-sarajevu-2',
        date: '2026-11-25',
      },
    ],
  },
}
