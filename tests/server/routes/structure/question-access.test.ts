import { describeAccess } from './access-cases';
import { questionCalls } from './question-support';

describeAccess(
  'question dictionary calls (administrators only)',
  questionCalls().filter((entry) => !entry.name.includes('answer/')),
);
