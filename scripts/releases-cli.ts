// npm run releases -- list | promote <site> <remote> <version> | rollback <site> <remote>
//                     | canary <site> <remote> <version> <percent> | history <site>
// Changes only the site manifests (atomically, validated, recorded); takes effect on the next page load.
import { SITE_IDS } from '@pharmasetu/shared-contracts';
import { canary, history, parseRemote, parseSite, promote, rollback, status } from './releases/manager';
import type { HistoryRecord } from './releases/store';

const USAGE = `usage: npm run releases -- <command>
  list                                          sites, remotes, live and canary versions, released versions
  promote  <site> <remote> <version>            make a released version live
  rollback <site> <remote>                      back to the previous live version
  canary   <site> <remote> <version> <percent>  show a version to a share of visitors (0 ends it)
  history  <site>                               every change: who, when, from, to`;

const describe = (r: HistoryRecord) =>
  `${r.at}  ${r.who.padEnd(10)} ${r.site}/${r.remote}  ${r.action}: ${r.from ?? '(none)'} -> ${r.to ?? '(none)'}${r.canary ? `  canary ${r.canary.version} at ${r.canary.percent}%` : ''}`;

async function main([command, ...args]: string[]): Promise<void> {
  const need = (n: number) => {
    if (args.length !== n) throw new Error(`${command} takes ${n} argument${n === 1 ? '' : 's'}\n${USAGE}`);
  };
  switch (command) {
    case 'list': {
      need(0);
      for (const site of SITE_IDS) {
        console.log(`${site} site`);
        for (const r of await status(site)) {
          console.log(`  ${r.remote.padEnd(15)} live ${r.live ?? '(none)'}${r.canary ? `, canary ${r.canary.version} at ${r.canary.percent}%` : ''}`);
          console.log(`  ${''.padEnd(15)} released: ${r.available.map((a) => a.version + (a.problem ? ' (broken)' : '')).join(', ') || '(none)'}`);
        }
      }
      return;
    }
    case 'promote': {
      need(3);
      const site = parseSite(args[0]);
      return console.log(describe(await promote(site, parseRemote(args[1], site), args[2]!)));
    }
    case 'rollback': {
      need(2);
      const site = parseSite(args[0]);
      return console.log(describe(await rollback(site, parseRemote(args[1], site))));
    }
    case 'canary': {
      need(4);
      const site = parseSite(args[0]);
      const percent = Number(args[3]);
      if (!/^\d+$/.test(args[3]!)) throw new Error(`"${args[3]}" is not a whole percent from 0 to 99`);
      return console.log(describe(await canary(site, parseRemote(args[1], site), args[2]!, percent)));
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
