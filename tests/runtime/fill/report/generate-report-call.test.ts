import { apiContract, endpointPaths } from '@schemas/contract/index';
import { generateReportCall } from '@runtime/fill/data/fillCalls';

describe('generateReportCall', () => {
  it('is the contract’s generateReport: a secured POST for the questionnaire, with the form and language', () => {
    const call = generateReportCall(41, 3, 2);
    expect(call.method).toBe(apiContract.generateReport.method);
    expect(endpointPaths(apiContract.generateReport)).toContain('/secured/indicator/:id');
    expect(call.path).toBe('/secured/indicator/41');
    expect(call.query).toEqual({ formDicId: '3', localeDicId: '2' });
    expect(call.secured).toBe(true);
  });
});
