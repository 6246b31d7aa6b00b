export const contactFaqs = [
  {
    question: 'How soon will a counsellor contact me?',
    answer:
      'Within 24 hours on business days (Monday to Saturday). Requests made on a Sunday or a public holiday are answered the next business day.',
  },
  {
    question: 'Is the first counselling session free?',
    answer:
      'Yes. The first session, by phone, WhatsApp or at one of our offices, is free and carries no obligation.',
  },
  {
    question: 'Do I need a NEET score before I contact you?',
    answer:
      'No, you can talk to us before or after NEET. To study MBBS abroad and practise in India later, you must qualify NEET; the result is valid for three years for this purpose.',
  },
  {
    question: 'Can my parents join the counselling session?',
    answer:
      'Please bring them. Most families decide together, and we would rather answer their questions about costs, safety and licensing directly.',
  },
] as const

export const whyChooseUs = [
  'We check each university against India’s FMGL 2021 rules before recommending it',
  'Every fee with its source and the year it is for, or marked as our estimate',
  'Help with documents, admission letter, visa and travel',
  'Support after arrival, and FMGE coaching when you return',
  'Offices in Davanagere, Hubballi and Kalaburagi',
] as const
