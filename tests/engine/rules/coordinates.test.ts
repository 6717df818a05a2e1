import { defaultCountryBounds } from '@engine/context';
import { checkCoordinates, insideCountry } from '@engine/rules/coordinates';

describe('checkCoordinates', () => {
  it.each([
    ['52,2297', '21,0122', { latitude: 52.2297, longitude: 21.0122 }],
    ['51,9', '19,55', { latitude: 51.9, longitude: 19.55 }],
    ['48', '13', { latitude: 48, longitude: 13 }],
    ['55', '25', { latitude: 55, longitude: 25 }],
    [' 50,5 ', ' 20 ', { latitude: 50.5, longitude: 20 }],
  ])('accepts %j, %j typed with a decimal comma as %j', (latitude, longitude, point) => {
    expect(checkCoordinates(latitude, longitude)).toEqual({ point });
  });

  it.each([
    ['52,12345649', '21,98765451', { latitude: 52.123456, longitude: 21.987655 }],
    ['52,1234565', '21,0000004', { latitude: 52.123457, longitude: 21 }],
  ])('rounds %j, %j to 6 decimals', (latitude, longitude, point) => {
    expect(checkCoordinates(latitude, longitude)).toEqual({ point });
  });

  it.each([
    ['abc', '21', { latitude: { key: 'INSERT_CORRECT_LAT' } }],
    ['', '21', { latitude: { key: 'INSERT_CORRECT_LAT' } }],
    ['90,5', '21', { latitude: { key: 'INSERT_CORRECT_LAT' } }],
    ['-91', '21', { latitude: { key: 'INSERT_CORRECT_LAT' } }],
    ['52', 'abc', { longitude: { key: 'INSERT_CORRECT_LNG' } }],
    ['52', '180,1', { longitude: { key: 'INSERT_CORRECT_LNG' } }],
    ['52', '-181', { longitude: { key: 'INSERT_CORRECT_LNG' } }],
    ['91', '181', { latitude: { key: 'INSERT_CORRECT_LAT' }, longitude: { key: 'INSERT_CORRECT_LNG' } }],
  ])('refuses %j, %j outside the coordinate ranges: %j', (latitude, longitude, messages) => {
    // No point; the axis without a message has none (toEqual ignores its undefined entry).
    expect(checkCoordinates(latitude, longitude)).toEqual(messages);
  });

  it.each([
    ['52.5', '21.25', { latitude: 52.5, longitude: 21.25 }],
    ['52,5', '21.25', { latitude: 52.5, longitude: 21.25 }],
    ['52.1234564', '21,0000005', { latitude: 52.123456, longitude: 21.000001 }],
  ])('accepts %j, %j with a decimal point like a comma', (latitude, longitude, point) => {
    expect(checkCoordinates(latitude, longitude)).toEqual({ point });
  });

  it.each([
    ['52.5.1', '21'],
    ['52,5.1', '21'],
    ['52.', '21'],
    ['.5', '21'],
    ['1e1', '21'],
    ['52°', '21'],
  ])('refuses latitude %j that is no decimal number with INSERT_CORRECT_LAT', (latitude, longitude) => {
    expect(checkCoordinates(latitude, longitude)).toEqual({ latitude: { key: 'INSERT_CORRECT_LAT' } });
  });

  describe('the coordinate ranges (latitude -90 to 90, longitude -180 to 180, inclusive)', () => {
    it.each(['90', '-90', '90,0', '-90.000000'])(
      'takes latitude %j as a latitude (then outside the country)',
      (latitude) => {
        expect(checkCoordinates(latitude, '20')).toEqual({
          latitude: { key: 'OUTSIDE_COUNTRY' },
          longitude: { key: 'OUTSIDE_COUNTRY' },
        });
      },
    );

    it.each(['90,000001', '-90.000001', '900'])('refuses latitude %j with INSERT_CORRECT_LAT', (latitude) => {
      expect(checkCoordinates(latitude, '20')).toEqual({ latitude: { key: 'INSERT_CORRECT_LAT' } });
    });

    it.each(['180', '-180', '180.0'])(
      'takes longitude %j as a longitude (then outside the country)',
      (longitude) => {
        expect(checkCoordinates('52', longitude)).toEqual({
          latitude: { key: 'OUTSIDE_COUNTRY' },
          longitude: { key: 'OUTSIDE_COUNTRY' },
        });
      },
    );

    it.each(['180,000001', '-180.000001', '1800'])(
      'refuses longitude %j with INSERT_CORRECT_LNG',
      (longitude) => {
        expect(checkCoordinates('52', longitude)).toEqual({ longitude: { key: 'INSERT_CORRECT_LNG' } });
      },
    );
  });

  describe('the country bounds (latitude 48 to 55, longitude 13 to 25, inclusive)', () => {
    it.each([
      ['48', '20', 'the south edge'],
      ['55', '20', 'the north edge'],
      ['52', '13', 'the west edge'],
      ['52', '25', 'the east edge'],
      ['48.0', '13.0', 'the south-west corner'],
      ['55,0', '25,0', 'the north-east corner'],
    ])('accepts %j, %j on %s', (latitude, longitude) => {
      expect(checkCoordinates(latitude, longitude).point).toEqual({
        latitude: Number(latitude.replace(',', '.')),
        longitude: Number(longitude.replace(',', '.')),
      });
    });

    it.each([
      ['47.999999', '20'],
      ['55.000001', '20'],
      ['52', '12.999999'],
      ['52', '25.000001'],
    ])('refuses %j, %j just beyond an edge with OUTSIDE_COUNTRY on both axes', (latitude, longitude) => {
      expect(checkCoordinates(latitude, longitude)).toEqual({
        latitude: { key: 'OUTSIDE_COUNTRY' },
        longitude: { key: 'OUTSIDE_COUNTRY' },
      });
    });

    it('rounds before it checks the bounds: 47.9999996 is 48.000000', () => {
      expect(checkCoordinates('47.9999996', '20')).toEqual({ point: { latitude: 48, longitude: 20 } });
    });
  });

  it('checks against the country bounds it is given', () => {
    const elsewhere = { minLatitude: 40, maxLatitude: 45, minLongitude: 0, maxLongitude: 5 };
    expect(checkCoordinates('42', '2', elsewhere)).toEqual({ point: { latitude: 42, longitude: 2 } });
    expect(checkCoordinates('52', '21', elsewhere).latitude).toEqual({ key: 'OUTSIDE_COUNTRY' });
  });
});

describe('insideCountry', () => {
  it('uses the specification bounds by default: latitude 48 to 55, longitude 13 to 25', () => {
    expect(defaultCountryBounds).toEqual({
      minLatitude: 48,
      maxLatitude: 55,
      minLongitude: 13,
      maxLongitude: 25,
    });
  });

  it.each([
    [{ latitude: 48, longitude: 13 }, true],
    [{ latitude: 55, longitude: 25 }, true],
    [{ latitude: 51.9, longitude: 19.55 }, true],
    [{ latitude: 47.9, longitude: 19 }, false],
    [{ latitude: 55.1, longitude: 19 }, false],
    [{ latitude: 52, longitude: 12.9 }, false],
    [{ latitude: 52, longitude: 25.1 }, false],
  ])('%j inside the country (bounds inclusive): %s', (point, inside) => {
    expect(insideCountry(point)).toBe(inside);
  });
});
