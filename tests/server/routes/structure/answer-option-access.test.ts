import { describeAccess } from './access-cases';
import { questionCalls } from './question-support';

describeAccess(
  'answer option dictionary calls (administrators only)',
  questionCalls().filter((entry) => entry.name.includes('answer/')),
);
