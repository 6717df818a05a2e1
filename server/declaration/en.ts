import type { DeclarationContent } from './types';

const en: DeclarationContent = {
  languageName: 'English',
  productName: 'Field questionnaires',
  title: 'Accessibility declaration',
  skipToContent: 'Skip to content',
  languageSwitch: 'Language',
  backToApplication: 'Back to Field questionnaires',
  intro: [
    'The national environmental inspectorate is committed to making Field questionnaires accessible, in accordance with the national law implementing Directive (EU) 2016/2102 on the accessibility of the websites and mobile applications of public sector bodies. This accessibility declaration applies to the web application Field questionnaires.',
  ],
  sections: [
    {
      heading: 'Compliance status',
      blocks: [
        'The application aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. It is partially compliant with WCAG 2.1 level AA because of the non-compliance listed below.',
      ],
    },
    {
      heading: 'Non-accessible content',
      blocks: [
        'The grid-square map answer cannot be operated by keyboard (WCAG 2.1 success criterion 2.1.1 Keyboard). A square can only be chosen with a mouse or on a touch screen; the question shows a hint about this. If you cannot use the map, contact your coordinator or the inspectorate (see Feedback and contact) and we will help you enter the answer.',
        'Point locations are not affected: they can be entered with the keyboard as WGS-84 or UTM coordinates.',
      ],
    },
    {
      heading: 'Accessibility features',
      blocks: [
        [
          'Keyboard: all other functions can be used with the keyboard alone, and the focus is always visible.',
          'Screen readers: pages have headings and landmarks, form fields have labels, and error messages and the save status of answers are announced.',
          'Skip links: the first links on every page lead to the main content and to the footer.',
          'Language switch: the interface is available in English, Polish, German, Finnish, Italian and Dutch; the language of every page is declared, so that screen readers pronounce the text correctly.',
          'Text can be enlarged to 200%, and the layout adapts to narrow screens.',
        ],
      ],
    },
    {
      heading: 'Preparation of this declaration',
      blocks: [
        { before: 'This declaration was prepared on', date: '22 November 2026', after: '.' },
        'It is based on a self-assessment carried out by the inspectorate.',
      ],
    },
    {
      heading: 'Feedback and contact',
      blocks: [
        'If you come across an accessibility problem that is not described here, or need information from the application in an accessible format, contact the inspectorate through the contact details on its website. Describe the page and the problem and give your contact details. We will reply without undue delay.',
      ],
    },
    {
      heading: 'Enforcement procedure',
      blocks: [
        'If you are not satisfied with our reply to your feedback or request, you can turn to the authority responsible in your country for enforcing the accessibility requirements for public sector websites.',
      ],
    },
  ],
};

export default en;
