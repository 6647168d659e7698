import { checkPreviewToken, PREVIEW_TOKEN_MAX_LENGTH, signPreviewToken, type PreviewGrant } from './preview-token';

const SECRET = 'preview-secret-for-the-test';
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const grant: PreviewGrant = {
  id: 'Ab3_-xYz0123',
  site: 'main',
  remote: 'remote_footer',
  version: '1.1.0-9f3a2c7e1b',
  expiresAt: NOW + 60 * 60_000,
};
const token = signPreviewToken(SECRET, grant);

describe('preview tokens', () => {
  it('grant the signed site, remote and version until they expire, and are short enough for an address', () => {
    expect(token).toMatch(/^p2~Ab3_-xYz0123~main~remote_footer~1\.1\.0-9f3a2c7e1b~[0-9a-z]+~[A-Za-z0-9_-]{43}$/);
    expect(token.length).toBeLessThan(120);
    expect(checkPreviewToken(SECRET, 'main', token, NOW)).toEqual({ grant });
    expect(checkPreviewToken(SECRET, 'main', token, grant.expiresAt - 1000).grant).toEqual(grant);
  });

  it('refuse a token once it expired', () => {
    expect(checkPreviewToken(SECRET, 'main', token, grant.expiresAt).refusal).toEqual({
      reason: 'expired',
      message: `this preview link expired at ${new Date(grant.expiresAt).toISOString()}`,
    });
  });

  it("refuse another site's token on this site", () => {
    const molecule = signPreviewToken(SECRET, { ...grant, site: 'molecule' });
    expect(checkPreviewToken(SECRET, 'main', molecule, NOW).refusal).toEqual({
      reason: 'other site',
      message: 'this preview link is for the molecule site, not the main site',
    });
    expect(checkPreviewToken(SECRET, 'molecule', molecule, NOW).grant?.site).toBe('molecule');
  });

  it('refuse a tampered token: another grant id, version, remote, site, expiry or signature, or another secret', () => {
    const parts = token.split('~');
    const tampered = [
      token.replace('Ab3_-xYz0123', 'Ab3_-xYz0124'),
      token.replace('1.1.0-9f3a2c7e1b', '1.1.0-0000000000'),
      token.replace('remote_footer', 'remote_search'),
      token.replace('~main~', '~molecule~'),
      [...parts.slice(0, 5), (parseInt(parts[5]!, 36) + 3600).toString(36), parts[6]].join('~'),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      signPreviewToken('another-installation', grant),
    ];
    for (const forged of tampered)
      expect([forged, checkPreviewToken(SECRET, forged.includes('~molecule~') ? 'molecule' : 'main', forged, NOW).refusal?.reason]).toEqual([
        forged,
        'signature',
      ]);
  });

  it('refuse what is not a token, unread when too long', () => {
    const long = `${token}${'a'.repeat(PREVIEW_TOKEN_MAX_LENGTH)}`;
    for (const junk of ['', 'exit', 'p2~main', token.replace('p2~', 'p1~'), token.replace('~Ab3_-xYz0123~', '~short~'), `${token}~x`, long,
      token.replace('remote_footer', 'remote_nothing'), token.replace('1.1.0-9f3a2c7e1b', '../../etc'),
      token.replace('~main~', '~moon~')])
      expect(checkPreviewToken(SECRET, 'main', junk, NOW).refusal?.reason).toBe('malformed');
  });

  it('refuse a signed expiry beyond the longest preview, and sign only release versions', () => {
    const forever = signPreviewToken(SECRET, { ...grant, expiresAt: NOW + 30 * 24 * 3_600_000 });
    expect(checkPreviewToken(SECRET, 'main', forever, NOW).refusal?.reason).toBe('malformed');
    expect(() => signPreviewToken(SECRET, { ...grant, version: 'latest' })).toThrow('"latest" is not a release version');
    expect(() => signPreviewToken(SECRET, { ...grant, id: 'a~b' })).toThrow('"a~b" is not a preview grant id');
  });
});
