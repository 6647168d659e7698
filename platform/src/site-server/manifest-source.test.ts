import { postgresReleaseState } from '../releases/release-state-postgres';
import type { ManifestFeed } from '../releases/store';
import { manifestSource } from './manifest-source';

const valid = (version: string) =>
  JSON.stringify({
    microFrontends: {
      remote_footer: [
        { url: `http://localhost:1/${version}/mf-manifest.json`, metadata: { version }, deployment: { default: true } },
      ],
    },
  });

describe('a site manifest source over a release state that stops answering', () => {
  it('keeps the last valid manifest it read, and logs the failure once until the state answers again', async () => {
    let answer: () => Promise<string | undefined> = async () => valid('1.0.0');
    const feed: ManifestFeed = { where: 'PostgreSQL test', text: () => answer(), lastValid: async () => undefined };
    const errors: unknown[] = [];
    const read = manifestSource(feed, { error: (fields: unknown) => void errors.push(fields) } as never);
    expect(await read()).toBe(valid('1.0.0'));
    answer = () => Promise.reject(new Error('connection refused'));
    expect([await read(), await read()]).toEqual([valid('1.0.0'), valid('1.0.0')]);
    expect(errors).toEqual([expect.objectContaining({ event: 'manifest unreachable', file: 'PostgreSQL test' })]);
    answer = async () => valid('1.1.0');
    expect(await read()).toBe(valid('1.1.0'));
  });

  it('composes without a manifest (each remote its fallback) when PostgreSQL never answered', async () => {
    const state = postgresReleaseState({ url: 'postgres://nobody@127.0.0.1:1/none', schema: 'unused' });
    const errors: { event?: string }[] = [];
    try {
      const read = manifestSource(state.siteFeed('main'), {
        error: (fields: { event?: string }) => void errors.push(fields),
      } as never);
      expect(await read()).toBeUndefined();
      expect(errors.map((e) => e.event)).toEqual(['manifest unreachable']);
    } finally {
      await state.close();
    }
  });
});
