import { databaseUnavailable } from './busy';
import { PoolBusyError } from './pool-gate';

describe('databaseUnavailable', () => {
  it.each([
    [new PoolBusyError('queue full'), 'busy'],
    [new PoolBusyError('queue timeout'), 'busy'],
    [Object.assign(new Error('sorry, too many clients already'), { code: '53300' }), 'busy'],
    [new Error('timeout exceeded when trying to connect'), 'busy'],
    [new Error('Connection terminated due to connection timeout'), 'busy'],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 'down'],
    [Object.assign(new Error('the database system is starting up'), { code: '57P03' }), 'down'],
    [Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), 'down'],
    [Object.assign(new Error('division by zero'), { code: '22012' }), undefined],
    [new Error('anything else'), undefined],
    [null, undefined],
  ])('%s → %s', (error, expected) => {
    expect(databaseUnavailable(error)).toBe(expected);
  });
});
