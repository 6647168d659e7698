import { createSessions } from './session';

describe('release console sessions', () => {
  const sessions = createSessions('a-secret', 60_000);

  it('issues a session that names its user until it expires', () => {
    const value = sessions.issue('asha', 1_000);
    expect(sessions.verify(value, 2_000)).toBe('asha');
    expect(sessions.verify(value, 61_001)).toBeUndefined();
  });

  it('refuses forged, altered or foreign sessions', () => {
    const value = sessions.issue('asha', Date.now());
    const [user, expiry, nonce, signature] = value.split('.');
    expect(
      sessions.verify(`${Buffer.from('admin').toString('base64url')}.${expiry}.${nonce}.${signature}`),
    ).toBeUndefined();
    expect(sessions.verify(`${user}.${Number(expiry) + 1_000_000}.${nonce}.${signature}`)).toBeUndefined();
    expect(sessions.verify(`${user}.${expiry}.${nonce}x.${signature}`)).toBeUndefined();
    expect(sessions.verify(`${value}.extra`)).toBeUndefined();
    expect(sessions.verify(createSessions('another-secret').issue('asha'))).toBeUndefined();
    expect(sessions.verify(undefined)).toBeUndefined();
    expect(sessions.verify('garbage')).toBeUndefined();
  });

  it('a signed-out session stays out; another session of the same user is not touched', () => {
    const a = sessions.issue('asha');
    const b = sessions.issue('asha');
    expect(a).not.toBe(b);
    sessions.revoke(a);
    expect(sessions.verify(a)).toBeUndefined();
    expect(sessions.verify(b)).toBe('asha');
  });

  it('binds form tokens to their session and checks the login token', () => {
    const a = sessions.issue('a');
    const b = sessions.issue('b');
    expect(sessions.checkFormToken(a, sessions.formToken(a))).toBe(true);
    expect(sessions.checkFormToken(a, sessions.formToken(b))).toBe(false);
    expect(sessions.checkFormToken(a, undefined)).toBe(false);
    expect(sessions.checkLoginToken('s3cret', 's3cret')).toBe(true);
    expect(sessions.checkLoginToken('s3cret', 's3cre')).toBe(false);
    expect(sessions.checkLoginToken('s3cret', undefined)).toBe(false);
  });
});
