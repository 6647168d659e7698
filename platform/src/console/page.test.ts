import { consolePage, loginPage, type RemoteView } from './page';

const remote = (extra: Partial<RemoteView> = {}): RemoteView => ({
  remote: 'remote_footer',
  live: '1.0.0',
  canary: { version: '1.1.0', percent: 25 },
  available: [{ version: '1.1.0', problem: undefined }],
  rollbackTo: ['0.9.0'],
  rollout: {
    remote: 'remote_footer',
    version: '1.1.0',
    steps: [10, 25, 100],
    everyMs: 600_000,
    stepIndex: 1,
    since: '2026-01-01T02:00:00.000Z',
    paused: false,
    startedBy: 'asha',
  },
  counts: [
    { version: '1.0.0', loads: 300, failures: 3 },
    { version: '1.1.0', loads: 100, failures: 20 },
  ],
  ...extra,
});
const page = (r: RemoteView, reason = 'automatic rollback: <b>bad</b>') =>
  consolePage({
    user: 'asha',
    formToken: 'token',
    sites: [
      {
        site: 'main',
        remotes: [r],
        history: [
          {
            at: '2026-01-01T02:00:00.000Z',
            who: 'release driver',
            site: 'main',
            remote: 'remote_footer',
            action: 'automatic rollback',
            from: '1.0.0',
            to: '1.0.0',
            reason,
          },
        ],
      },
    ],
  });

describe('the release page', () => {
  it("shows each version's share, page loads and failures per 1,000, the rollout and its next step", () => {
    const html = page(remote());
    expect(html).toContain(
      '<tr data-version="1.0.0"><td>1.0.0</td><td data-testid="share">75%</td><td data-testid="loads">300</td><td data-testid="failures">3</td><td data-testid="per1000">10.0</td></tr>',
    );
    expect(html).toContain(
      '<tr data-version="1.1.0"><td>1.1.0</td><td data-testid="share">25%</td><td data-testid="loads">100</td><td data-testid="failures">20</td><td data-testid="per1000">200.0</td></tr>',
    );
    expect(html).toContain('1.1.0: 10 → <b>25</b> → 100 %, every 10m; next: 100 % at 02:10:00 UTC');
    expect(html).toContain('aria-label="Pause the rollout of remote_footer on the main site"');
    expect(html).toContain('aria-label="Abort the rollout of remote_footer on the main site"');
  });

  it('offers resume for a paused rollout, says when counts are unknown, and escapes the reason', () => {
    const html = page(remote({ rollout: { ...remote().rollout!, paused: true }, counts: 'api down' }));
    expect(html).toContain('; paused</div>');
    expect(html).toContain('aria-label="Resume the rollout of remote_footer on the main site"');
    expect(html).toContain('counts unavailable: api down');
    expect(html).toContain(
      '<tr><td>2026-01-01 02:00:00</td><td data-testid="who">release driver</td><td data-testid="what">remote_footer automatic rollback 1.0.0 → 1.0.0</td><td class="muted">automatic rollback: &lt;b&gt;bad&lt;/b&gt;</td></tr>',
    );
  });

  it("shows each release's commit, author, build time and checksum, escaped", () => {
    const metadata = {
      commit: '0123456789abcdef0123456789abcdef01234567-dirty',
      author: 'Asha <script>',
      builtAt: '2026-01-01T02:03:04.000Z',
      checksum: 'f'.repeat(64),
    };
    const html = page(
      remote({
        available: [
          { version: '1.1.0-abcdef0123', problem: undefined, metadata },
          { version: '1.0.0-0123456789', problem: undefined },
        ],
      }),
    );
    expect(html).toContain(
      `commit 0123456789-dirty · by Asha &lt;script&gt; · built 2026-01-01 02:03 UTC · sha-256 ${'f'.repeat(12)}</div>`,
    );
    expect(html).toContain(`title="commit ${metadata.commit}, sha-256 ${metadata.checksum}"`);
    expect(html).toContain('no release metadata');
  });

  it('asks an account and its password; while there is no account, the first one with the release token', () => {
    const signIn = loginPage('Wrong account or password');
    expect(signIn).toContain('<form method="post" action="/login" class="sign-in">');
    expect(signIn).toContain('name="account"');
    expect(signIn).toContain('name="password" type="password"');
    expect(signIn).not.toContain('name="token"');
    expect(signIn).not.toContain('Your name');
    const first = loginPage(undefined, true);
    expect(first).toContain('<form method="post" action="/first-account" class="sign-in">');
    expect(first).toContain('name="token" type="password"');
    expect(first).toContain('name="repeat" type="password"');
    expect(first).not.toContain('action="/login"');
  });
});
