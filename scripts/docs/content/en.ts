import type { LanguageDocs } from './types';

const en: LanguageDocs = {
  productName: 'Field questionnaires',
  instruction: {
    title: 'User instruction',
    subtitle: 'How to work with Field questionnaires: for farmers, experts, coordinators and observers',
    sections: [
      {
        heading: 'About the platform',
        blocks: [
          'Field questionnaires is the platform of the national environmental inspectorate for assessing the sustainability of pig farms. Farmers, experts, coordinators and observers work with units (farms) and the questionnaires filled in about them. Administrators design the questionnaires and manage the accounts; their work is not covered by this instruction.',
        ],
      },
      {
        heading: 'Registering and activating an account',
        blocks: [
          'On the login page choose Create an account. Enter your e-mail address in lower-case letters, the language of your account and your role, then set a password of at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character, and no spaces. Type the password a second time to confirm it.',
          'After registration you receive an e-mail with an activation link, valid for 72 hours. Open the link and confirm the activation. What follows depends on your role:',
          [
            'Farmer (pig breeder): you do not choose an institution. The account is active as soon as you have opened the activation link.',
            'Expert: choose your institution type and institution. The account is active as soon as you have opened the activation link.',
            'Coordinator and observer (read-only): choose your institution type and institution. After activation an administrator checks and confirms the account; you can log in once it has been confirmed.',
            'Administrator: the account is confirmed by the main administrator.',
          ],
          'If the e-mail has not arrived, check your spam folder. If the link has expired, try to log in: the application will offer to send you a new activation link.',
        ],
      },
      {
        heading: 'Logging in and out',
        blocks: [
          'Log in with your e-mail address and password; the button with the eye icon shows or hides the password as you type it. The first time you log in, read the data-protection terms, tick the checkbox and confirm. You then arrive at the questionnaire list.',
          'If you have forgotten your password, choose Forgot your password? and enter your e-mail address. The link you receive works once and for one hour. Your e-mail address and the Change password and Log out buttons are in the header; on narrow screens they are collected in a menu. Log out when you finish, especially on a shared computer.',
        ],
      },
      {
        heading: 'Units and the questionnaire list',
        blocks: [
          'The main area has the tabs Questionnaires, Units and, for the roles allowed to use it, Data export. Both lists can be filtered with the panel above the table, sorted by clicking a column heading (ascending, descending, unsorted) and browsed page by page, 20 rows per page. Changing a filter takes you back to the first page.',
          [
            'Units: a unit is a farm with a name, a type and an institution. Farmers and experts add units with New unit; an expert can be assigned to a unit of a farmer. The owner of a unit may edit its name and description, and delete it as long as no questionnaire belongs to it.',
            'New questionnaire: in the row of a unit choose New questionnaire and the questionnaire type. The new questionnaire opens at once, ready to be filled in.',
            'Questionnaires: the list shows the unit, the institution, the questionnaire type, the status and the date the questionnaire was added. Show opens a questionnaire for reading and Edit for filling in; Delete removes a questionnaire in which no form has been submitted yet.',
            'Coordinators approve questionnaires with Confirm, after which they can no longer be edited; Unblock returns a questionnaire for corrections. Observers can only view units and questionnaires.',
          ],
        ],
      },
      {
        heading: 'Filling in a questionnaire',
        blocks: [
          'A questionnaire consists of forms (the tabs at the top), each form of subforms (the list at the side) and each subform of question groups (the buttons above the questions). The header shows the questionnaire type and the unit code. Next to each subform you see how many of its question groups are complete; completed subforms are marked green.',
          'Every question has a number; a star marks a recommended question, which the reports need. The question-mark icon shows a hint. Answer with the control offered: a list, checkboxes, a rating from 1 to 5, yes or no, a number, a date, a text or a map.',
          [
            'Write decimal numbers with a comma, for example 12,5 (a dot is not accepted). Values outside the allowed range are marked in red and are not saved.',
            'Enter dates as dd/mm/yyyy; dates in the future cannot be chosen.',
            'A location can be marked on the map or typed in as WGS-84 or UTM coordinates. The grid-square map cannot be used with the keyboard; if you need help with it, contact your coordinator.',
            'Choosing the same option of a single-choice question again clears the answer.',
          ],
        ],
      },
      {
        heading: 'Automatic saving',
        blocks: [
          'There is no Save button: every answer is saved automatically about one second after you stop typing or choosing (a little later for dates and long texts). An indicator next to the question shows the state: a spinner while saving, a green tick with the date and time of saving once the answer is stored, and a red icon if saving failed. If saving fails, a message explains why; after OK the question is loaded again, so check your answer and enter it again if needed.',
        ],
      },
      {
        heading: 'Question groups and skipped questions',
        blocks: [
          'Each group button shows the name of the group and how many of its questions are answered, for example 4/6; the numbers turn bold when the group is complete. Some groups can be repeated, for example once per building or pen: Add creates another copy and the delete button removes one (after a confirmation; the last copy cannot be removed). Optional groups are switched on and off with the checkboxes in the optional groups dialog of a subform.',
          'Some answers make the following questions irrelevant. Those questions are then greyed out and cannot be answered, any answers they held are deleted, and they count as complete without being included in the progress count. If you change the answer that caused the skip, the questions become available again, empty.',
        ],
      },
      {
        heading: 'Submitting forms',
        blocks: [
          'When you have answered all questions of a form, check the counts in the subform list and submit the form. A submitted form is locked: its tab can no longer be opened for editing, except by coordinators. A questionnaire in which at least one form has been submitted can no longer be deleted. When all forms are submitted, the coordinator confirms the questionnaire. If something must be corrected, ask the coordinator to unblock it.',
        ],
      },
      {
        heading: 'Reports',
        blocks: [
          'For every form except the first, the side panel offers Generate report. The report needs the answers to the recommended questions (marked with a star); if some are missing, the application lists what has been filled in so far. When the report is ready, choose Show report.',
          'The report shows radar charts of the themes and subthemes and a bar chart of the indicators, on a scale from 0 to 100. Select a point of a chart to go from a theme down to its subthemes and indicators. You can show a table of the original values, compare your results with the average of units of the same type and print the charts as a PDF.',
        ],
      },
      {
        heading: 'Languages',
        blocks: [
          'The application is available in English, Polish, German, Finnish, Italian and Dutch. Before you log in it uses the language of your browser if it is one of these, and English otherwise; you can change it with the language switch. After login the application uses the language of your account, chosen at registration. Questionnaire texts, messages and e-mails appear in the same language.',
        ],
      },
      {
        heading: 'Getting help',
        blocks: [
          [
            'In a questionnaire, the Instruction and Glossary dialogs explain the rules for answering and the terms used; the question mark next to a question gives a hint for that question.',
            'For questions about your units, questionnaires or account, contact the coordinator of your institution or the administrator.',
            'For technical problems, note what you did and the message shown, and contact the inspectorate through the contact details on its website.',
            'The privacy policy is available in the header and the accessibility declaration in the footer of every page.',
          ],
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Privacy policy',
    subtitle:
      'Information on the processing of personal data in Field questionnaires (Articles 13 and 14 GDPR)',
    sections: [
      {
        heading: 'Controller',
        blocks: [
          'The controller of your personal data processed in Field questionnaires is the national environmental inspectorate (hereinafter: the inspectorate).',
        ],
      },
      {
        heading: 'Data protection officer',
        blocks: [
          "The inspectorate has appointed a data protection officer. In all matters concerning the processing of your personal data and the exercise of your rights you can contact the data protection officer of the inspectorate, reachable through the contact details on the inspectorate's website.",
        ],
      },
      {
        heading: 'Purposes and legal basis',
        blocks: [
          'We process personal data only as far as necessary for the following purposes:',
          [
            'creating and maintaining user accounts, confirming roles and giving access to units and questionnaires;',
            'collecting and storing questionnaire answers about units for monitoring the environmental impact and sustainability of pig farms;',
            'calculating indicators and preparing reports, comparisons with averages and statistical summaries;',
            'sending service e-mails, such as account activation and password reset links;',
            'ensuring the security and correct operation of the platform, including the investigation of errors and incidents.',
          ],
          'The legal basis is Article 6(1)(c) GDPR, where the processing is necessary for compliance with the legal obligations of the inspectorate in environmental monitoring and inspection, and Article 6(1)(e) GDPR, where it is necessary for the performance of a task carried out in the public interest or in the exercise of official authority vested in the inspectorate. Providing your data is voluntary, but without the account data you cannot use the platform.',
        ],
      },
      {
        heading: 'Categories of data',
        blocks: [
          [
            'Account data: e-mail address, password (stored only as a secure hash), role, language, institution type and institution, the dates of registration, activation, confirmation and deactivation, the acceptance of the data-protection terms and the questionnaire types you have rights to.',
            'Unit data: the name and description of the unit, its number and type, the institution, the e-mail address of the owner, the assigned experts and the geographic location of the unit.',
            'Answers: the answers given in questionnaires, including numbers, texts, dates and locations marked on maps, together with the time each answer was saved and the status of forms and questionnaires.',
            'Technical logs: IP address, date and time, the address requested, the result of the request, the identification string of the browser and error messages.',
          ],
          'Data about a unit is usually supplied by its owner or by an expert working with the owner; account data is supplied by the account holder.',
        ],
      },
      {
        heading: 'Retention',
        blocks: [
          [
            'Account data: for as long as the account exists. After the account is deactivated or deleted, we keep the data showing who entered or approved answers for as long as the questionnaires concerned are kept.',
            'Unit data and answers: for the duration of the monitoring programme and then for the period required by the archiving rules that apply to the inspectorate.',
            'Technical logs: for up to 12 months, unless they are needed longer to investigate a particular security incident.',
            'Reports and statistics that no longer identify any person may be kept without time limit.',
          ],
        ],
      },
      {
        heading: 'Recipients',
        blocks: [
          'Your data is accessible only to persons who need it for their work:',
          [
            'authorised staff of the inspectorate and of the regional inspectorates;',
            'other users of the platform within their roles: experts assigned to a unit, coordinators and observers of the institution concerned, and administrators;',
            'IT service providers that host and maintain the platform and deliver its e-mails on behalf of the inspectorate, under a data processing agreement (Article 28 GDPR);',
            'public authorities and courts, where the law requires us to disclose data.',
          ],
          'When you display a map, your browser loads map tiles from a public map tile service, which thereby receives your IP address. The inspectorate does not transfer personal data to countries outside the European Economic Area. Results are published only in aggregated form that does not identify individual farms or persons.',
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          'You have the right to:',
          [
            'access your data and receive a copy of it (Article 15 GDPR);',
            'have inaccurate data rectified (Article 16 GDPR); you can correct much of it yourself, for example the description of your unit or your password;',
            'have your data erased (Article 17 GDPR) where it is no longer necessary and no legal obligation requires us to keep it;',
            'restrict the processing (Article 18 GDPR);',
            'object, on grounds relating to your particular situation, to processing based on Article 6(1)(e) GDPR (Article 21 GDPR);',
            'lodge a complaint with a data protection supervisory authority.',
          ],
          'The right to data portability does not apply, because the processing is based neither on consent nor on a contract. Your data is not used for automated decision-making or profiling; the indicators in the reports are calculated automatically but have no legal effect on you. To exercise your rights, contact the data protection officer.',
        ],
      },
      {
        heading: 'Cookies and session storage',
        blocks: [
          'The platform uses a single cookie, `areYouOkWithCookie`. It records that you have accepted the cookie notice, so that the notice is not shown again, and expires after 150 days. We use no advertising or analytics cookies.',
          'After you log in, the login token and information about the logged-in user and the open questionnaire are kept in the session storage of your browser. They are needed to keep you logged in and are deleted when you log out or close the browser tab.',
        ],
      },
      {
        heading: 'Changes to this policy',
        blocks: [
          'We will update this policy when the processing changes; the current version is always available in the header of the application.',
        ],
      },
    ],
  },
};

export default en;
