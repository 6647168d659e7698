import { checkSiteManifest, pickVersion, type MicroFrontendEntry } from './site-manifest';

const entry = (version: string, deployment: MicroFrontendEntry['deployment']): MicroFrontendEntry => ({
  url: `http://localhost:3003/${version}/mf-manifest.json`,
  metadata: { version },
  deployment,
});

describe('checkSiteManifest', () => {
  it('accepts a Frontend Discovery manifest', () => {
    const input = { $schema: 'x', microFrontends: { remote_footer: [entry('1.0.0', { default: true })] } };
    expect(checkSiteManifest(input)).toEqual({ manifest: input, errors: [] });
  });

  it('refuses what is not a manifest, with a clear message', () => {
    expect(checkSiteManifest('nope').errors).toEqual(['site manifest is not a JSON object']);
    expect(checkSiteManifest([]).errors).toEqual(['site manifest is not a JSON object']);
    expect(checkSiteManifest({}).errors).toEqual(['site manifest has no "microFrontends" object']);
  });

  it('leaves out an unknown remote and keeps the known ones', () => {
    const { manifest, errors } = checkSiteManifest({
      microFrontends: {
        remote_chat: [entry('1.0.0', { default: true })],
        remote_search: [entry('2.0.0', { default: true })],
      },
    });
    expect(Object.keys(manifest.microFrontends)).toEqual(['remote_search']);
    expect(errors).toEqual([
      'site manifest names an unknown remote "remote_chat" (known: remote_search, remote_enquiry, remote_footer, remote_leads)',
    ]);
  });

  it.each([
    ['no versions', [], 'remote "remote_footer": at least one version is required'],
    [
      'a bad url',
      [{ ...entry('1.0.0', { default: true }), url: 'javascript:alert(1)' }],
      'remote "remote_footer" version 0.url must be an http(s) or root-relative address of an mf-manifest.json',
    ],
    [
      'no version',
      [{ ...entry('1.0.0', { default: true }), metadata: {} }],
      'remote "remote_footer" version 0.metadata.version is required',
    ],
    ['no default', [entry('1.0.0', {})], 'remote "remote_footer": exactly one version must be the default'],
    [
      'two defaults',
      [entry('1.0.0', { default: true }), entry('1.1.0', { default: true })],
      'remote "remote_footer": exactly one version must be the default',
    ],
    [
      'traffic over 100',
      [entry('1.0.0', { default: true }), entry('1.1.0', { traffic: 60 }), entry('1.2.0', { traffic: 50 })],
      'remote "remote_footer": traffic adds up to more than 100',
    ],
    [
      'a bad traffic',
      [entry('1.0.0', { default: true }), entry('1.1.0', { traffic: 120 })],
      'remote "remote_footer" version 1.deployment.traffic must be a number from 0 to 100',
    ],
    [
      'a version twice',
      [entry('1.0.0', { default: true }), entry('1.0.0', {})],
      'remote "remote_footer": a version is listed twice',
    ],
  ])('refuses a remote with %s', (_name, versions, message) => {
    const { manifest, errors } = checkSiteManifest({ microFrontends: { remote_footer: versions } });
    expect(manifest.microFrontends.remote_footer).toBeUndefined();
    expect(errors).toEqual([message]);
  });
});

describe('pickVersion', () => {
  const versions = [entry('1.0.0', { default: true }), entry('1.1.0', { traffic: 10 }), entry('1.2.0', { traffic: 5 })];

  it('gives canary shares in listed order and the default to everyone else', () => {
    const picked = Array.from({ length: 100 }, (_, bucket) => pickVersion(versions, bucket)!.metadata.version);
    expect(picked.filter((v) => v === '1.1.0')).toHaveLength(10);
    expect(picked.filter((v) => v === '1.2.0')).toHaveLength(5);
    expect(picked.filter((v) => v === '1.0.0')).toHaveLength(85);
    expect(pickVersion(versions, 3)!.metadata.version).toBe('1.1.0');
    expect(pickVersion(versions, 12)!.metadata.version).toBe('1.2.0');
  });

  it('always gives the default when there is no canary', () => {
    expect(pickVersion([entry('1.0.0', { default: true, traffic: 100 })], 99)!.metadata.version).toBe('1.0.0');
  });
});
