import type { SiteId } from '@pharmasetu/shared-contracts';
import { per1000, type VersionCounts } from '../releases/health';
import type { RemoteStatus } from '../releases/manager';
import { formatEvery, nextStep, type RolloutState } from '../releases/rollout';
import type { HistoryRecord, PreviewGrantRecord } from '../releases/store';

/** A remote as the release page shows it: its versions, its rollout, and the last hour's beacon counts. */
export interface RemoteView extends RemoteStatus {
  rollout: RolloutState | undefined;
  /** Page loads and failures per version in the last hour, or why they are not known. */
  counts: VersionCounts[] | string;
  /** The versions a rollback may go to, the default first. */
  rollbackTo: string[];
}

/** A site's part of the page: its remotes, or (a damaged manifest) the file and what is wrong with it. */
export type SiteView = { site: SiteId; history: HistoryRecord[] } & (
  { remotes: RemoteView[]; broken?: undefined } | { remotes?: undefined; broken: { file: string; problem: string } }
);

/** A change waiting for the release manager's confirmation. */
export interface ConfirmView {
  action: string;
  label: string;
  site: SiteId;
  remote?: string;
  from: string | undefined;
  to: string;
  /** The form's fields besides site, remote and the form token. */
  fields: Record<string, string>;
}

export const escape = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// The remotes' table keeps its columns from 1000 px up (its change forms wrap inside their cell); narrower,
// each remote is a card of labelled lines, so nothing is cut at any width. On a phone each history row is
// two lines, when and who above, the change (and why) below.
const STYLE = `body{font:15px system-ui,sans-serif;margin:0;color:#1f2933;background:#f4f6f8}main{max-width:1440px;margin:0 auto;padding:16px}
h1{font-size:22px}h2{font-size:18px;margin:28px 0 8px}table{width:100%;border-collapse:collapse;background:#fff}th,td{padding:8px;border-bottom:1px solid #e3e8ee;text-align:left;vertical-align:top}table table th,table table td,.history th,.history td{padding:4px 6px;overflow-wrap:anywhere}.history td:first-child{white-space:nowrap}
@media (max-width:599px){.history>thead{display:none}.history>tbody>tr{display:grid;grid-template-columns:auto 1fr;column-gap:8px;border-bottom:1px solid #e3e8ee}.history>tbody>tr>td{border:0}.history>tbody>tr>td:nth-child(n+3){grid-column:1/-1}.history>tbody>tr>td:empty{display:none}}.traffic{overflow-x:auto}
form{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin:4px 0}select,input,button{font:inherit;min-height:32px;max-width:100%}button{cursor:pointer}
.remotes td.change{min-width:260px}.remotes td.change form{padding-bottom:4px;border-bottom:1px dashed #e3e8ee}
@media (max-width:999px){.remotes,.remotes>tbody,.remotes>tbody>tr,.remotes>tbody>tr>th,.remotes>tbody>tr>td{display:block;width:auto}.remotes>thead{display:none}.remotes>tbody>tr{margin:0 0 16px;border:1px solid #e3e8ee}.remotes>tbody>tr>td[data-label]::before{content:attr(data-label);display:block;font-size:13px;color:#5f6b7a}.remotes td.change{min-width:0}}
.confirm{background:#fff;padding:16px;border:1px solid #e3e8ee;max-width:640px}.confirm .change{font-size:18px}
.sign-in{flex-direction:column;align-items:stretch;max-width:320px;gap:8px}.sign-in label{display:flex;flex-direction:column;gap:2px}
.ok{background:#e6f4ea;color:#1a6b3c;padding:8px 12px}.error{background:#fdecea;color:#a32020;padding:8px 12px}.broken{color:#a32020}.muted{color:#5f6b7a;font-size:13px}`;

export const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

const SIGN_IN_FORM = `<form method="post" action="/login" class="sign-in">
<label>Account <input name="account" required maxlength="40" autocomplete="username"></label>
<label>Password <input name="password" type="password" required maxlength="200" autocomplete="current-password"></label>
<button type="submit">Sign in</button></form>`;

// While no account exists the release token (printed by `npm start`) creates the first one, and nothing else.
const FIRST_ACCOUNT_FORM = `<h2>Create the first account</h2><p class="muted">No release manager has an account yet. The release token (printed by npm start) creates the first one; from then on each release manager signs in with an account of their own (npm run releases -- accounts add &lt;name&gt;), and the token signs nobody in.</p>
<form method="post" action="/first-account" class="sign-in">
<label>Account name <input name="account" required minlength="2" maxlength="40" autocomplete="username"></label>
<label>New password <input name="password" type="password" required minlength="12" maxlength="200" autocomplete="new-password"></label>
<label>Repeat the password <input name="repeat" type="password" required minlength="12" maxlength="200" autocomplete="new-password"></label>
<label>Release token <input name="token" type="password" required maxlength="200" autocomplete="off"></label>
<button type="submit">Create the first account</button></form>`;

/** The sign-in form; while no account exists, the form that creates the first one instead. */
export const loginPage = (error?: string, firstAccount = false) =>
  layout(
    'Release console: sign in',
    `<h1>Release console</h1>${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
${firstAccount ? FIRST_ACCOUNT_FORM : SIGN_IN_FORM}`,
  );

function trafficCell(r: RemoteView): string {
  const share = (version: string | undefined) =>
    !version
      ? 0
      : version === r.canary?.version
        ? r.canary.percent
        : version === r.live
          ? 100 - (r.canary?.percent ?? 0)
          : 0;
  const counts = typeof r.counts === 'string' ? [] : r.counts;
  const shown = [
    ...new Set([r.live, r.canary?.version, ...counts.map((c) => c.version)].filter((v): v is string => !!v)),
  ].slice(0, 5);
  const rows = shown
    .map((v) => {
      const c = counts.find((x) => x.version === v);
      return `<tr data-version="${escape(v)}"><td>${escape(v)}</td><td data-testid="share">${share(v)}%</td><td data-testid="loads">${c?.loads ?? 0}</td><td data-testid="failures">${c?.failures ?? 0}</td><td data-testid="per1000">${per1000(c).toFixed(1)}</td></tr>`;
    })
    .join('');
  const note = typeof r.counts === 'string' ? `<div class="muted">counts unavailable: ${escape(r.counts)}</div>` : '';
  return `<div class="traffic"><table class="muted" aria-label="Traffic of ${r.remote}"><thead><tr><th>version</th><th>share</th><th>page loads (1 h)</th><th>failures</th><th>per 1,000</th></tr></thead><tbody>${rows}</tbody></table></div>${note}`;
}

function rolloutCell(site: SiteId, r: RemoteView, hidden: string): string {
  const ro = r.rollout;
  if (!ro) return '<span data-testid="rollout">—</span>';
  const next = nextStep(ro);
  const state = ro.paused
    ? 'paused'
    : next
      ? `next: ${next.percent} % at ${new Date(next.at).toISOString().slice(11, 19)} UTC`
      : 'last step';
  const button = (action: string, label: string) =>
    `<form method="post" action="/${action}">${hidden}<button aria-label="${label} the rollout of ${r.remote} on the ${site} site">${label}</button></form>`;
  return `<div data-testid="rollout">${escape(ro.version)}: ${ro.steps.map((s, i) => (i === ro.stepIndex ? `<b>${s}</b>` : String(s))).join(' → ')} %, every ${formatEvery(ro.everyMs)}; ${state}</div>
${ro.paused ? button('resume', 'Resume') : button('pause', 'Pause')}${button('abort', 'Abort')}`;
}

/** A release's commit, author, build time and checksum, in one muted line (title: the full values). */
function releaseFacts(m: RemoteStatus['available'][number]['metadata']): string {
  if (!m) return '<div class="muted" data-testid="release-facts">no release metadata</div>';
  const commit = m.commit.replace(/^([0-9a-f]{10})[0-9a-f]*/, '$1');
  return `<div class="muted" data-testid="release-facts" title="commit ${escape(m.commit)}, sha-256 ${escape(m.checksum)}">commit ${escape(commit)} · by ${escape(m.author)} · built ${escape(m.builtAt.slice(0, 16).replace('T', ' '))} UTC · sha-256 ${escape(m.checksum.slice(0, 12))}</div>`;
}

function remoteRow(site: SiteId, r: RemoteView, formToken: string): string {
  const hidden = `<input type="hidden" name="form" value="${escape(formToken)}"><input type="hidden" name="site" value="${site}"><input type="hidden" name="remote" value="${r.remote}">`;
  const options = r.available
    .map(
      (a) =>
        `<option value="${escape(a.version)}"${a.problem ? ' disabled' : ''}>${escape(a.version)}${a.problem ? ' (broken)' : ''}</option>`,
    )
    .join('');
  const versions = r.available
    .map(
      (a) =>
        `<div data-version="${escape(a.version)}">${escape(a.version)} ${a.problem ? `<span class="broken">does not load: ${escape(a.problem)}</span>` : '<span class="muted">loads</span>'}${releaseFacts(a.metadata)}</div>`,
    )
    .join('');
  const rollbackOptions = r.rollbackTo
    .map((v, i) => `<option value="${escape(v)}">${escape(v)}${i === 0 ? ' (default)' : ''}</option>`)
    .join('');
  const rollbackForm = r.rollbackTo.length
    ? `<form method="post" action="/rollback">${hidden}<label class="muted">to <select name="to" aria-label="Version to roll back to (${site} ${r.remote})">${rollbackOptions}</select></label><input name="reason" maxlength="200" placeholder="Why (optional)" aria-label="Why roll back ${r.remote} on the ${site} site (optional)"><button aria-label="Roll back ${r.remote} on the ${site} site">Roll back</button></form>`
    : '<div class="muted">no earlier live version to roll back to</div>';
  return `<tr data-remote="${r.remote}"><th scope="row">${r.remote}</th>
<td data-testid="live" data-label="live">${escape(r.live ?? '(none)')}</td>
<td data-testid="canary" data-label="canary">${r.canary ? `${escape(r.canary.version)} at ${r.canary.percent}%` : '—'}</td>
<td data-label="traffic and rollout">${trafficCell(r)}${rolloutCell(site, r, hidden)}</td>
<td data-label="released versions">${versions}</td>
<td class="change" data-label="change"><form method="post" action="/promote">${hidden}<label class="muted">version <select name="version" aria-label="Version to promote (${site} ${r.remote})">${options}</select></label><button>Promote</button></form>
${rollbackForm}
<form method="post" action="/canary">${hidden}<select name="version" aria-label="Canary version (${site} ${r.remote})">${options}</select><input name="percent" type="number" min="0" max="99" value="10" aria-label="Canary percent (${site} ${r.remote})" style="width:70px"><button>Set canary</button></form>
<form method="post" action="/rollout">${hidden}<select name="version" aria-label="Rollout version (${site} ${r.remote})">${options}</select><input name="steps" value="10,25,50,100" aria-label="Rollout steps (${site} ${r.remote})" style="width:110px"><input name="every" value="10m" aria-label="Rollout interval (${site} ${r.remote})" style="width:60px"><button>Start rollout</button></form>
<form method="post" action="/preview">${hidden}<select name="version" aria-label="Preview version (${site} ${r.remote})">${options}</select><input name="minutes" type="number" min="1" max="1440" value="60" aria-label="Preview minutes (${site} ${r.remote})" style="width:70px"><button aria-label="Preview ${r.remote} on the ${site} site">Preview</button></form></td></tr>`;
}

/** One history record in words (the outcome banner says the same). */
export const describeRecord = (h: HistoryRecord) =>
  h.preview
    ? `${h.site} ${h.preview.remote} ${h.action} ${h.preview.id}: ${h.preview.version} until ${h.preview.expiresAt}`
    : `${h.site}${h.remote ? ` ${h.remote}` : ''} ${h.action}: ${h.from ?? '(none)'} → ${h.to ?? '(none)'}${h.canary ? `, canary ${h.canary.version} at ${h.canary.percent}%` : ''}`;

/** One change of the history: when, the account (or process) that made it, what it did, and why. */
const historyRow = (h: HistoryRecord) =>
  `<tr><td>${escape(h.at.replace('T', ' ').slice(0, 19))}</td><td data-testid="who">${escape(h.who)}</td><td data-testid="what">${
    h.preview
      ? `${escape(h.preview.remote)} ${escape(h.action)} ${escape(h.preview.id)}: ${escape(h.preview.version)} until ${escape(h.preview.expiresAt.replace('T', ' ').slice(0, 16))}`
      : `${escape(h.remote ?? '')} ${escape(h.action)} ${escape(h.from ?? '(none)')} → ${escape(h.to ?? '(none)')}${h.canary ? `, canary ${escape(h.canary.version)} at ${h.canary.percent}%` : ''}`
  }</td><td class="muted">${escape(h.reason ?? '')}</td></tr>`;

const historyTable = (site: SiteId, history: HistoryRecord[]) =>
  `<details><summary>History (${history.length})</summary><div class="traffic"><table class="history" aria-label="History of the ${site} site"><thead><tr><th>when (UTC)</th><th>who</th><th>change</th><th>why</th></tr></thead><tbody>${history
    .slice(-30)
    .reverse()
    .map(historyRow)
    .join('')}</tbody></table></div></details>`;

function brokenSection(site: SiteId, broken: { file: string; problem: string }, formToken: string): string {
  return `<p class="error" role="alert" data-testid="broken-manifest">${escape(broken.file)} is not a valid site manifest: ${escape(broken.problem)}. The ${site} site's pages keep the last valid composition.</p>
<form method="post" action="/repair"><input type="hidden" name="form" value="${escape(formToken)}"><input type="hidden" name="site" value="${site}"><button>Repair from the history</button><span class="muted">(or: npm run releases -- repair ${site})</span></form>`;
}

/** The preview links not yet expired, each with the button that revokes it (revoked ones say by whom). */
function previewsSection(previews: readonly PreviewGrantRecord[], formToken: string): string {
  const when = (iso: string) => escape(iso.replace('T', ' ').slice(0, 16));
  const rows = previews
    .map(
      (g) =>
        `<tr data-testid="preview-grant"><td><code>${escape(g.id)}</code></td><td>${escape(g.who)}</td><td>${escape(g.site)} ${escape(g.remote)} <b>${escape(g.version)}</b></td><td>${when(g.at)}</td><td>${when(g.expiresAt)}</td><td>${
          g.revokedAt
            ? `revoked by ${escape(g.revokedBy)} at ${when(g.revokedAt)}`
            : `<form method="post" action="/preview-revoke"><input type="hidden" name="form" value="${escape(formToken)}"><input type="hidden" name="id" value="${escape(g.id)}"><button aria-label="Revoke preview ${escape(g.id)}">Revoke</button></form>`
        }</td></tr>`,
    )
    .join('');
  return `<section aria-label="Preview links"><h2>Preview links</h2>${
    rows
      ? `<div class="traffic"><table class="history" aria-label="Preview links not yet expired"><thead><tr><th>id</th><th>made by</th><th>shows</th><th>made (UTC)</th><th>until (UTC)</th><th></th></tr></thead><tbody>${rows}</tbody></table></div>`
      : '<p class="muted">No preview link is live.</p>'
  }</section>`;
}

export function consolePage(args: {
  user: string;
  formToken: string;
  sites: SiteView[];
  /** The preview links not yet expired. */
  previews?: readonly PreviewGrantRecord[];
  /** The change just made, as the history recorded it. */
  change?: HistoryRecord;
  error?: string;
}): string {
  const sections = args.sites
    .map(
      ({ site, remotes, broken, history }) => `<section aria-label="${site} site"><h2>${site} site</h2>
${
  broken
    ? brokenSection(site, broken, args.formToken)
    : `<table class="remotes"><thead><tr><th>remote</th><th>live</th><th>canary</th><th>traffic and rollout</th><th>released versions</th><th>change</th></tr></thead><tbody>${remotes.map((r) => remoteRow(site, r, args.formToken)).join('')}</tbody></table>`
}
${historyTable(site, history)}</section>`,
    )
    .join('');
  const change = args.change
    ? `<p class="ok" role="status">Done at ${escape(args.change.at)} by ${escape(args.change.who)}: ${escape(describeRecord(args.change))}${args.change.reason ? ` (${escape(args.change.reason)})` : ''}</p>`
    : '';
  return layout(
    'Release console',
    `<h1>Release console</h1><p class="muted">Signed in as ${escape(args.user)}. Changes take effect on each visitor's next page load. <form method="post" action="/logout"><input type="hidden" name="form" value="${escape(args.formToken)}"><button>Sign out</button></form></p>
${change}${args.error ? `<p class="error" role="alert">${escape(args.error)}</p>` : ''}${sections}${previewsSection(args.previews ?? [], args.formToken)}`,
  );
}

/** The confirmation of a promote or a rollback (a form, so it works without JavaScript). */
export function confirmPage(args: ConfirmView & { formToken: string }): string {
  const fields = {
    form: args.formToken,
    site: args.site,
    ...(args.remote ? { remote: args.remote } : {}),
    ...args.fields,
    confirm: 'yes',
  };
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  return layout(
    `Confirm: ${args.label}`,
    `<h1>Confirm: ${escape(args.label)}</h1><div class="confirm"><p class="change" data-testid="confirm-change">${escape(args.label)}${args.remote ? ` ${escape(args.remote)}` : ''} on the ${escape(args.site)} site: <b>${escape(args.from ?? '(none)')}</b> → <b>${escape(args.to)}</b></p>
${args.fields.reason ? `<p class="muted">Why: ${escape(args.fields.reason)}</p>` : ''}<p class="muted">Visitors get the change on their next page load.</p>
<form method="post" action="/${escape(args.action)}">${hidden}<button>${escape(args.label)}: ${escape(args.from ?? '(none)')} → ${escape(args.to)}</button> <a href="/">Cancel</a></form></div>`,
  );
}
