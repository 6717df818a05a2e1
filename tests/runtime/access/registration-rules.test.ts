import {
  EMPTY_REGISTRATION,
  checkRegistration,
  chooseInstitutionType,
  chooseRole,
  toRegistrationPayload,
  withInterfaceLocale,
} from '@runtime/access/registration/registrationRules';
import type { RegistrationValues } from '@runtime/access/registration/registrationRules';

const farmer: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  localeDicId: 2,
  email: 'farmer@example.com',
  roleDicId: 3,
  password: 'Demo#2026pass',
  repeatedPassword: 'Demo#2026pass',
};

describe('registration rules', () => {
  it('start empty, with the language of the account taken from the interface until one is chosen', () => {
    expect(EMPTY_REGISTRATION).toEqual({ email: '', password: '', repeatedPassword: '' });
    expect(withInterfaceLocale(EMPTY_REGISTRATION, 1).localeDicId).toBe(1);
    expect(withInterfaceLocale({ ...EMPTY_REGISTRATION, localeDicId: 4 }, 1).localeDicId).toBe(4);
    expect(checkRegistration(withInterfaceLocale(EMPTY_REGISTRATION, 1))).toEqual({
      email: { key: 'FIELD_REQUIRED' },
      localeDicId: undefined,
      roleDicId: { key: 'FIELD_REQUIRED' },
      password: { key: 'FIELD_REQUIRED' },
      repeatedPassword: { key: 'FIELD_REQUIRED' },
    });
  });

  it('need an institution type and institution for roles 2, 4 and 5 only', () => {
    for (const roleDicId of [1, 3]) {
      const errors = checkRegistration({ ...farmer, roleDicId });
      expect(errors.institutionTypeId).toBeUndefined();
      expect(errors.institutionId).toBeUndefined();
    }
    for (const roleDicId of [2, 4, 5]) {
      const errors = checkRegistration({ ...farmer, roleDicId });
      expect(errors.institutionTypeId).toEqual({ key: 'FIELD_REQUIRED' });
      expect(errors.institutionId).toEqual({ key: 'FIELD_REQUIRED' });
    }
  });

  it('reset the institution fields when the role or the institution type changes', () => {
    const expert = { ...farmer, roleDicId: 4, institutionTypeId: 10, institutionId: 101 };
    expect(chooseRole(expert, 2)).toEqual({
      ...expert,
      roleDicId: 2,
      institutionTypeId: undefined,
      institutionId: undefined,
    });
    expect(chooseInstitutionType(expert, 20)).toEqual({
      ...expert,
      institutionTypeId: 20,
      institutionId: undefined,
    });
  });

  it('build the payload only from valid values, with the institution only where it belongs', () => {
    expect(toRegistrationPayload({ ...farmer, password: 'weak' })).toBeUndefined();
    expect(toRegistrationPayload({ ...farmer, email: ' farmer@example.com ' })).toEqual({
      email: 'farmer@example.com',
      localeDicId: 2,
      roleDicId: 3,
      password: 'Demo#2026pass',
      institution: undefined,
    });
    expect(
      toRegistrationPayload({ ...farmer, roleDicId: 5, institutionTypeId: 10, institutionId: 101 }),
    ).toEqual(expect.objectContaining({ roleDicId: 5, institution: { typeId: 10, id: 101 } }));
  });
});
