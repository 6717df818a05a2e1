import { isConnectionFailure } from '@server/data/connection-failure';

describe('which database failures are a connection failure (503), not a bug (500)', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'an administrator ending the connection',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server still starting', withCode('57P03')],
    ['too many connections', withCode('53300')],
    ['a connection exception (class 08)', withCode('08006')],
    ['the driver losing its socket', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a driver error wrapped by the query layer', new Error('Failed query', { cause: withCode('57P01') })],
  ])('%s is one', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a programming error', new TypeError('x is undefined')],
    ['no error object at all', 'text'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});
