import { gridCellAt, gridCellCode, parseGridCellCode } from '@engine/geo/grid-cell-code';
import { fromLaea } from '@engine/geo/eea-grid-projection';

describe('gridCellAt and gridCellCode', () => {
  it('puts the Palace of Culture in Warsaw (52.2318 N, 21.0060 E) in 1kmE5069N3292', () => {
    // The example of issue 15 (the EEA reference grid's code of the square holding the palace).
    expect(gridCellCode(gridCellAt({ latitude: 52.2318, longitude: 21.006 }))).toBe('1kmE5069N3292');
  });

  it('puts the IOGP guidance note’s 50° N 5° E (E 3962799.45 m, N 2999718.85 m) in 1kmE3962N2999', () => {
    expect(gridCellCode(gridCellAt({ latitude: 50, longitude: 5 }))).toBe('1kmE3962N2999');
  });

  it('gives a point on a cell’s south-west corner to that cell, and one a centimetre short of it to the neighbour', () => {
    const [longitude, latitude] = fromLaea([5_069_000.01, 3_292_000.01]);
    expect(gridCellAt({ latitude, longitude })).toEqual({ eastKm: 5069, northKm: 3292 });
    const [westLongitude, southLatitude] = fromLaea([5_068_999.99, 3_291_999.99]);
    expect(gridCellAt({ latitude: southLatitude, longitude: westLongitude })).toEqual({
      eastKm: 5068,
      northKm: 3291,
    });
  });

  it('writes the code of a cell as the EEA does: 1km, E and the easting, N and the northing in km', () => {
    expect(gridCellCode({ eastKm: 4321, northKm: 987 })).toBe('1kmE4321N987');
  });
});

describe('parseGridCellCode', () => {
  it.each([
    '1kmE5069N3292',
    '1KME5069N3292',
    '1kme5069n3292',
    ' 1kmE5069N3292 ',
    '\t1kmE5069N3292\n',
    '1km E5069 N3292',
    '1 km E 5069 N 3292',
  ])('reads %j as the cell E 5069 km, N 3292 km', (code) => {
    expect(parseGridCellCode(code)).toEqual({ eastKm: 5069, northKm: 3292 });
  });

  it.each([
    ['', 'nothing'],
    ['   ', 'only spaces'],
    ['10kmE506N329', 'the 10 km grid'],
    ['100mE50690N32920', 'the 100 m grid'],
    ['1kmE50690N3292', 'five digits of easting'],
    ['1kmE5069N32920', 'five digits of northing'],
    ['1kmE5069', 'no northing'],
    ['1kmN3292', 'no easting'],
    ['E5069N3292', 'no resolution'],
    ['1kmN3292E5069', 'northing before easting'],
    ['1kmE50a9N3292', 'a letter among the digits'],
    ['1kmE5069.5N3292', 'a fraction'],
    ['1kmE-5069N3292', 'a sign'],
    ['1kmE5069N3292x', 'something after the code'],
    ['1kmE50 69N3292', 'a space inside a number'],
  ])('refuses %j (%s)', (code) => {
    expect(parseGridCellCode(code)).toBeUndefined();
  });

  it('reads back every code it writes', () => {
    for (const cell of [
      { eastKm: 5069, northKm: 3292 },
      { eastKm: 1, northKm: 0 },
      { eastKm: 9999, northKm: 9999 },
    ]) {
      expect(parseGridCellCode(gridCellCode(cell))).toEqual(cell);
    }
  });
});
