import { apiContract } from '@schemas/contract/index';
import type { UnitSummary } from '@schemas/generated/api/lists';
import { createApiClient } from '@runtime/shared/api/apiClient';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import { contractCall } from '@runtime/shared/api/contractCall';
import { UNEXPECTED_REPLY } from '@runtime/shared/api/envelope';
import { ok, stubApi } from '../support/fakeApi';

function client() {
  return createApiClient({
    language: () => 'en',
    token: () => 'secret',
    fallbackMessage: () => 'No connection',
    onUnauthorized: vi.fn(),
  });
}

const unit: UnitSummary = {
  id: 7,
  description: 'North barn',
  number: 'PL-007',
  farmTypeId: 1,
  farmType: 'Pigs',
  isActive: true,
};

describe('calls built from the API contract', () => {
  it('take the method and path from the contract, fill and encode its parameters, and add the token', () => {
    const call = contractCall(apiContract.acceptExpert, { params: { id: 3, userId: 9 } });
    expect(call).toMatchObject({ method: 'PUT', path: '/secured/farm/3/experts/9/accept', secured: true });
    const confirm = contractCall(apiContract.confirmAccount, { params: { token: 'a/b c' } });
    expect(confirm).toMatchObject({ path: '/user/confirm-user/token/a%2Fb%20c' });
    expect(confirm.secured).toBeUndefined();
  });

  it('send a form body as form data and any other as JSON, as the contract says', () => {
    expect(contractCall(apiContract.login, { body: { email: 'a@b.c', password: 'x' } })).toMatchObject({
      form: { email: 'a@b.c', password: 'x' },
    });
    expect(contractCall(apiContract.resendActivation, { body: { email: 'a@b.c' } })).toMatchObject({
      json: { email: 'a@b.c' },
    });
  });

  it('call the first path of an endpoint with aliases', () => {
    expect(contractCall(apiContract.inactiveUnitList).path).toBe('/secured/farm/inactiveUnitList/');
  });

  it('refuse to build a call whose path parameter is missing', () => {
    expect(() => contractCall(apiContract.deleteUnit)).toThrow(':id');
  });

  it('type the reply from the contract', () => {
    const call: ApiCall<UnitSummary[]> = contractCall(apiContract.inactiveUnitList);
    // @ts-expect-error the unit list is not a list of texts
    const wrong: ApiCall<string[]> = contractCall(apiContract.inactiveUnitList);
    expect([call, wrong]).toHaveLength(2);
  });

  it('accept a reply that fits the schema of its data', async () => {
    stubApi({ 'GET /api/secured/farm/inactiveUnitList/': ok([unit]) });
    expect(await client().send(contractCall(apiContract.inactiveUnitList))).toEqual({
      ok: true,
      data: [unit],
    });
  });

  it('refuse a reply that does not fit the schema of its data', async () => {
    stubApi({ 'GET /api/secured/farm/activate': ok({ ...unit, isActive: 'yes' }) });
    const result = await client().send(contractCall(apiContract.activateUnit, { query: { unitId: '7' } }));
    expect(result).toMatchObject({ ok: false, error: UNEXPECTED_REPLY });
  });

  it('take any reply of a call whose data no screen reads', async () => {
    stubApi({ 'DELETE /api/secured/farm/7': ok(null) });
    const result = await client().send(contractCall(apiContract.deleteUnit, { params: { id: 7 } }));
    expect(result).toEqual({ ok: true, data: null });
  });
});
