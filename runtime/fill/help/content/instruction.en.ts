import type { InstructionContent } from './helpContent';

export const instructionEn: InstructionContent = {
  rules: [
    'Answer for the whole farm (unit) named in the header, with all its buildings and locations where pigs are kept. Only repeated groups, such as Building, Pen or Manure storage facility, are answered for one building, pen, facility or person at a time.',
    'All data refer to calendar year 2017, from 1 January to 31 December 2017. Give totals for the whole year for quantities (feed, water, energy, pigs sold) and yearly averages for numbers of animals; describe buildings and equipment as they were at the end of 2017.',
    'Take figures from your records first: herd management software, invoices, delivery notes, slaughterhouse statements, meter readings and the farm accounts. Where records are missing, give your best estimate rather than leaving the question empty.',
    'Enter numbers in the unit given in the question (ha, m², m³, kg, t, kWh, EUR, %, days) without typing the unit itself. Write decimals with a comma, for example 12,5, use no spaces or thousands separators, and give percentages as numbers from 0 to 100.',
    'There is no Save button: each answer is saved automatically about a second after you stop typing or choosing. A green tick with the date and time shows that the answer is stored; a red icon means it was not saved, so check the answer and enter it again. Values outside the allowed range are marked and not saved.',
    'Questions marked with a star are recommended: the indicators in the reports are calculated from them. Answer them first and as accurately as possible; the form names in brackets show which reports use the answer.',
    'Answer the questions of a group in order, because some answers make the following questions unnecessary; those questions are greyed out and count as complete. Add a repeated group once for each building, manure storage facility, pen or person, and switch on optional groups, such as Biogas plant, only if they apply to your farm.',
    'When all question groups of a form are complete (the subform counts in the side list turn green), check your answers and submit the form. A submitted form is locked; if a correction is needed afterwards, ask your coordinator to unblock the questionnaire.',
    'The question mark next to a question gives a hint, and the Glossary explains the terms used. For questions about the content, contact your coordinator or the expert working with your farm; for technical problems, note the message shown and contact the administrator.',
  ],
  questions: [
    {
      question: 'Do all answers refer to calendar year 2017?',
      answer:
        'Yes. Unless a question names another date or period, give the data for 1 January to 31 December 2017. A few questions say explicitly which period they cover, for example investments made in 2013–2017 or the debt-to-assets ratio at the end of 2017.',
    },
    {
      question: 'My financial year is not the same as calendar year 2017. What should I enter?',
      answer:
        'Use the financial year that covers most of 2017, or convert the figures to the calendar year in proportion to the months. Use the same approach for all economic questions, so that the figures can be compared.',
    },
    {
      question: 'What if I have no records for the whole of 2017?',
      answer:
        'Give your best estimate, for example by extending the months for which you have records to the full year, or by working from invoices, delivery notes and slaughterhouse statements. An estimate is more useful than an empty answer; leave a question empty only if you cannot give even an approximate figure.',
    },
    {
      question: 'How do I calculate the average number of sows in 2017?',
      answer:
        'Count the sows and served gilts on the first day of each month from January to December 2017, add up the twelve counts and divide the sum by 12. Herd management software usually calculates this figure for you.',
    },
    {
      question: 'The farm changed during 2017, for example a new building or more animals. How do I answer?',
      answer:
        'Give quantities such as feed, water and pigs sold for the whole year, including the period before the change. Describe buildings and equipment as they were at the end of 2017; a building finished after 31 December 2017 is not included.',
    },
    {
      question: 'Which pigs should I include if the farm has several locations?',
      answer:
        'Include all pigs and buildings that belong to the unit shown in the header, at all its locations. Pigs kept for you by another farmer under a contract are reported by that farm, not by yours.',
    },
    {
      question: 'Do I have to save my answers before closing the questionnaire?',
      answer:
        'No. Answers are saved automatically shortly after you enter them, and the green tick next to a question shows when. You can close the questionnaire at any time and continue later where you left off.',
    },
    {
      question: 'Why can I not answer some questions?',
      answer:
        'A greyed-out question has been skipped because of an earlier answer; for example, if no antibiotics were used in 2017, the questions about treatments are skipped. If you change the earlier answer, the questions become available again. All questions are also locked when the questionnaire is open for reading only or the form has been submitted.',
    },
    {
      question: 'Why is my number not accepted?',
      answer:
        'Check that you used a comma as the decimal separator and did not type units, spaces or letters, and that the value lies within the range given in the message. Questions asking for a whole number accept digits only.',
    },
    {
      question: 'What does the star next to a question mean?',
      answer:
        'The question is recommended: its answer is needed to calculate the indicators in the reports. The report of a form can only be generated when its recommended questions have been answered.',
    },
    {
      question: 'Can I change my answers after submitting a form?',
      answer:
        'Not by yourself: a submitted form is locked. If you notice a mistake, contact your coordinator, who can unblock the questionnaire so that you can correct it.',
    },
  ],
};
