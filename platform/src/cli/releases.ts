// npm run releases -- list | promote <site> <remote> <version> | rollback <site> <remote> [--to <version>]
//                     | canary <site> <remote> <version> <percent> | history <site>
//                     | rollout <site> <remote> <version> --steps 10,25,50,100 --every 10m
//                     | pause | resume | abort <site> <remote> | repair <site> | accounts add|remove|list
//                     | preview <site> <remote> <version> [--minutes N] | previews | preview-revoke <id>
// A change may start with --as <account>: the history names that account, else the operating system's user.
// Changes only the site manifests (atomically, validated, recorded); takes effect on the next page load.
import { SITE_IDS } from '@pharmasetu/shared-contracts';
import pino from 'pino';
import { logOptions } from '@pharmasetu/api/server-kit';
import { accountExists, addAccount, listAccounts, parseAccountName, removeAccount } from '../console/accounts';
import { releaseLog } from '../releases/log';
import {
  canary,
  history,
  parseReason,
  parseRemote,
  parseSite,
  promote,
  repair,
  rollback,
  siteStatus,
} from '../releases/manager';
import { parseMinutes, previewLink } from '../releases/preview';
import { parseEvery, parseSteps } from '../releases/rollout';
import { abortRollout, pauseRollout, resumeRollout, startRollout } from '../releases/rollout-commands';
import { previewGrants, revokePreviewGrant, type HistoryRecord } from '../releases/store';

const USAGE = `usage: npm run releases -- <command>
  list                                          sites, remotes, live and canary versions, released versions
  promote  <site> <remote> <version>            make a released version live
  rollback <site> <remote> [--to <version>]     back to an earlier live version (default: the last one before
                                                the current that was not rolled back; never a rolled-back one)
  canary   <site> <remote> <version> <percent>  show a version to a share of visitors (0 ends it)
           (promote, rollback and canary take --reason "<why>" at the end, kept in the history)
  every change takes --as <account> first: the history names that release manager's account (default:
                                                RELEASE_USER or the operating system's user)
  rollout  <site> <remote> <version> --steps 10,25,50,100 --every 10m
                                                raise the version's share step by step (the release driver
                                                in \`npm start\` takes the steps; a failing canary is ended)
  pause | resume | abort <site> <remote>        hold, continue or end a rollout (abort: the live version stays)
  history  <site>                               every change: who, when, from, to, why
  repair   <site>                               restore a damaged site manifest from its history
  preview  <site> <remote> <version> [--minutes N]
                                                a signed link that shows a released version to the one
                                                browser that opens it (default 60 minutes, at most 1440);
                                                no visitor, manifest or beacon count changes; prints its id
  previews                                      the preview links not yet expired: id, who, what, until when
  preview-revoke <id>                           end one preview link now: its browsers see the site as
                                                every visitor does from their next page on
  accounts add <name> | remove <name> | list    release managers' accounts for the release page (add prints
                                                the new password once; only its scrypt hash is kept)`;

const describe = (r: HistoryRecord) =>
  r.preview
    ? `${r.at}  ${r.who.padEnd(10)} ${r.site}/${r.preview.remote}  ${r.action} ${r.preview.id}: ${r.preview.version} until ${r.preview.expiresAt}`
    : `${r.at}  ${r.who.padEnd(10)} ${r.site}${r.remote ? `/${r.remote}` : ''}  ${r.action}: ${r.from ?? '(none)'} -> ${r.to ?? '(none)'}${r.canary ? `  canary ${r.canary.version} at ${r.canary.percent}%` : ''}${r.reason ? `  (${r.reason})` : ''}`;

/** `--as <account>` before the command: who the history names (an existing account); else undefined. */
async function actor(argv: string[]): Promise<{ who: string | undefined; rest: string[] }> {
  if (argv[0] !== '--as') return { who: undefined, rest: argv };
  const who = parseAccountName(argv[1]);
  if (!(await accountExists(who)))
    throw new Error(`refused: no account "${who}" (npm run releases -- accounts list shows them)`);
  return { who, rest: argv.slice(2) };
}

const CHANGES = [
  'promote',
  'rollback',
  'canary',
  'rollout',
  'pause',
  'resume',
  'abort',
  'repair',
  'preview',
  'preview-revoke',
];

async function main(argv: string[]): Promise<void> {
  // The answers go to stdout; the log (release changes, rejected manifests) to stderr.
  releaseLog.use(pino({ ...logOptions('releases'), level: process.env.LOG_LEVEL || 'warn' }, pino.destination(2)));
  // Changes are recorded under --as <account> when given, else the store's default (the OS user).
  const { who, rest } = await actor(argv);
  const [command, ...given] = rest;
  if (who && !CHANGES.includes(command ?? ''))
    throw new Error(`--as <account> goes before a change (${CHANGES.join(', ')})\n${USAGE}`);
  // promote, rollback and canary: an optional trailing --reason "<why>", written to the history.
  const at = given.indexOf('--reason');
  const args = at >= 0 ? given.slice(0, at) : given;
  if (at >= 0 && (!['promote', 'rollback', 'canary'].includes(command ?? '') || at !== given.length - 2)) {
    throw new Error(`--reason "<why>" goes last, after promote, rollback or canary's arguments\n${USAGE}`);
  }
  const reason = at >= 0 ? parseReason(given[at + 1]) : undefined;
  // rollback: an optional --to <version> after site and remote.
  const toAt = command === 'rollback' ? args.indexOf('--to') : -1;
  if (toAt >= 0 && (toAt !== 2 || args.length !== 4))
    throw new Error(`rollback takes --to <version> after the site and the remote\n${USAGE}`);
  const to = toAt >= 0 ? args.splice(toAt, 2)[1] : undefined;
  const need = (n: number) => {
    if (args.length !== n) throw new Error(`${command} takes ${n} argument${n === 1 ? '' : 's'}\n${USAGE}`);
  };
  switch (command) {
    case 'list': {
      need(0);
      let broken = 0;
      for (const site of SITE_IDS) {
        console.log(`${site} site`);
        const row = await siteStatus(site);
        if (row.broken) {
          broken++;
          console.log(`  BROKEN: ${row.broken.file} is not a valid site manifest: ${row.broken.problem}`);
          console.log(`          its pages keep the last valid one; npm run releases -- repair ${site} restores it`);
          continue;
        }
        for (const r of row.remotes) {
          console.log(
            `  ${r.remote.padEnd(15)} live ${r.live ?? '(none)'}${r.canary ? `, canary ${r.canary.version} at ${r.canary.percent}%` : ''}`,
          );
          console.log(
            `  ${''.padEnd(15)} released: ${r.available.map((a) => a.version + (a.problem ? ' (broken)' : '')).join(', ') || '(none)'}`,
          );
          const live = r.available.find((a) => a.version === r.live)?.metadata;
          if (live)
            console.log(
              `  ${''.padEnd(15)} live built ${live.builtAt} by ${live.author} from ${live.commit}, sha-256 ${live.checksum}`,
            );
        }
      }
      if (broken) process.exitCode = 1;
      return;
    }
    case 'accounts': {
      const [verb, name] = args;
      if (verb === 'list' && args.length === 1) {
        for (const a of await listAccounts()) console.log(`${a.name.padEnd(20)} created ${a.createdAt}`);
        return;
      }
      if (verb === 'add' && args.length === 2) {
        const password = await addAccount(parseAccountName(name));
        return console.log(`account ${name} created; its password (shown once, keep it safe):\n${password}`);
      }
      if (verb === 'remove' && args.length === 2) {
        await removeAccount(parseAccountName(name));
        return console.log(`account ${name} removed`);
      }
      throw new Error(`accounts takes add <name>, remove <name> or list\n${USAGE}`);
    }
    case 'repair': {
      need(1);
      return console.log(describe(await repair(parseSite(args[0]), who)));
    }
    case 'promote': {
      need(3);
      const site = parseSite(args[0]);
      return console.log(describe(await promote(site, parseRemote(args[1], site), args[2]!, who, reason)));
    }
    case 'rollback': {
      need(2);
      const site = parseSite(args[0]);
      return console.log(describe(await rollback(site, parseRemote(args[1], site), who, reason, to)));
    }
    case 'canary': {
      need(4);
      const site = parseSite(args[0]);
      const percent = Number(args[3]);
      if (!/^\d+$/.test(args[3]!)) throw new Error(`"${args[3]}" is not a whole percent from 0 to 99`);
      return console.log(describe(await canary(site, parseRemote(args[1], site), args[2]!, percent, who, reason)));
    }
    case 'rollout': {
      need(7);
      const site = parseSite(args[0]);
      const remote = parseRemote(args[1], site);
      const options = new Map([
        [args[3], args[4]],
        [args[5], args[6]],
      ]);
      if (!options.has('--steps') || !options.has('--every'))
        throw new Error(`rollout takes --steps and --every\n${USAGE}`);
      return console.log(
        describe(
          await startRollout(
            site,
            remote,
            args[2]!,
            parseSteps(options.get('--steps')),
            parseEvery(options.get('--every')),
            who,
          ),
        ),
      );
    }
    case 'pause':
    case 'resume':
    case 'abort': {
      need(2);
      const site = parseSite(args[0]);
      const act = { pause: pauseRollout, resume: resumeRollout, abort: abortRollout }[command];
      return console.log(describe(await act(site, parseRemote(args[1], site), who)));
    }
    case 'preview': {
      const minutesAt = args.indexOf('--minutes');
      if (minutesAt >= 0 && (minutesAt !== 3 || args.length !== 5))
        throw new Error(`preview takes --minutes N after the site, the remote and the version\n${USAGE}`);
      const minutes = minutesAt >= 0 ? parseMinutes(args.splice(minutesAt, 2)[1]) : undefined;
      need(3);
      const site = parseSite(args[0]);
      const shown = await previewLink(
        site,
        parseRemote(args[1], site),
        args[2]!,
        minutes,
        process.env,
        Date.now(),
        who,
      );
      return console.log(
        `${shown.link}\nshows ${shown.remote} ${shown.version} on the ${site} site to the browser that opens it, until ${new Date(shown.expiresAt).toISOString()}\n` +
          `(preview ${shown.id}: npm run releases -- preview-revoke ${shown.id} ends it sooner)`,
      );
    }
    case 'previews': {
      need(0);
      const grants = await previewGrants();
      return console.log(
        grants.length
          ? grants
              .map(
                (g) =>
                  `${g.id}  ${g.who.padEnd(10)} ${g.site}/${g.remote} ${g.version} until ${g.expiresAt}${g.revokedAt ? `  REVOKED by ${g.revokedBy} at ${g.revokedAt}` : ''}`,
              )
              .join('\n')
          : 'no preview links live',
      );
    }
    case 'preview-revoke': {
      need(1);
      const record = await revokePreviewGrant(args[0]!, who);
      return console.log(describe(record));
    }
    case 'history': {
      need(1);
      const records = await history(parseSite(args[0]));
      return console.log(records.length ? records.map(describe).join('\n') : 'no changes yet');
    }
    default:
      throw new Error(command ? `unknown command "${command}"\n${USAGE}` : USAGE);
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
