// `npm run deploy -- <command>`: independent deploys of the remotes (DEPLOY.md, README "Deploying a
// remote"). Every command prints its timings; a failure exits non-zero and leaves the registry as it was.
import { parseArgs } from 'node:util';
import type { RemoteName } from '@stay/shared/mf/contract';
import { RegistryError, halt, promote, ramp, rollback, type RegistryDoc } from '../registry';
import { REMOTES, REMOTE_FOLDERS, remoteOf } from '../remotes';
import { StoreError } from '../artifact-store';
import { cliContext, Stopwatch, type CliContext } from './context';
import { deploy } from './deploy';
import { gateAll, gc, publishLocal, status } from './maintenance';

const USAGE = `usage: npm run deploy -- <command> [options]
  deploy <app> [--canary P | --channel webview] [--no-smoke] [--no-typecheck] [--prebuilt DIR] [--force]
  promote <app>                 the canary becomes stable and last good
  ramp <app> <P>                the canary's share (visitors already in stay in)
  halt <app>                    no new page load gets the canary
  rollback <app> [--to ID] [--channel webview]   back to the last good (or ID), no build
  status [--json]               channels, last good, loads and fallbacks per version
  gc [--keep N] [--days D] [--dry-run]           delete versions nothing can reach
  gate [<app>...]               contract gate of the built remotes against the built shell (CI)
  publish-local                 publish changed build folders as stable (npm start)
<app> is mf-search, mf-product, mf-mypage, mf-membership or mf-support.`;

function needRemote(name: string | undefined): RemoteName {
  const remote = name ? remoteOf(name) : null;
  if (!remote) throw new UsageError(`unknown app "${name ?? ''}"`);
  return remote;
}

class UsageError extends Error {}

async function move(ctx: CliContext, label: string, change: (doc: RegistryDoc) => RegistryDoc): Promise<void> {
  const watch = new Stopwatch();
  const doc = await watch.step('activate', () => ctx.store.updateRegistry(change, { by: ctx.by }));
  console.log(`${label} (generation ${doc.generation})\n  ${watch}`);
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      channel: { type: 'string' },
      to: { type: 'string' },
      prebuilt: { type: 'string' },
      'no-smoke': { type: 'boolean' },
      'no-typecheck': { type: 'boolean' },
      force: { type: 'boolean' },
      json: { type: 'boolean' },
      keep: { type: 'string' },
      days: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...args] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const ctx = cliContext();
  const now = () => ({ by: ctx.by, now: ctx.now() });
  switch (command) {
    case 'deploy': {
      const remote = needRemote(args[0]);
      const canary = values.canary === undefined ? undefined : Number(values.canary);
      if (values.channel && values.channel !== 'webview' && values.channel !== 'stable') throw new UsageError('--channel is stable or webview');
      const r = await deploy(ctx, remote, {
        canary,
        channel: values.channel as 'stable' | 'webview' | undefined,
        prebuilt: values.prebuilt,
        smoke: !values['no-smoke'],
        typeCheck: !values['no-typecheck'],
        force: values.force,
      });
      if (values.json) console.log(JSON.stringify(r));
      else {
        const head = r.outcome === 'unchanged' ? `${REMOTE_FOLDERS[remote]}: no change (stable ${r.version} has the same content)` : `${REMOTE_FOLDERS[remote]} ${r.version} -> ${r.channel}: ${r.outcome}`;
        console.log(`${head}\n  ${Object.entries(r.timings).map(([k, v]) => `${k.replace(/_ms$/, '')} ${v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`}`).join(' · ')}`);
        for (const p of r.problems) console.error(`  ✗ ${p}`);
      }
      return r.outcome === 'rejected' ? 1 : 0;
    }
    case 'promote': {
      const remote = needRemote(args[0]);
      await move(ctx, `${REMOTE_FOLDERS[remote]}: canary promoted to stable`, (d) => promote(d, { remote, ...now() }));
      return 0;
    }
    case 'ramp': {
      const remote = needRemote(args[0]);
      const percent = Number(args[1]);
      await move(ctx, `${REMOTE_FOLDERS[remote]}: canary at ${percent}%`, (d) => ramp(d, { remote, ...now() }, percent));
      return 0;
    }
    case 'halt': {
      const remote = needRemote(args[0]);
      await move(ctx, `${REMOTE_FOLDERS[remote]}: canary halted`, (d) => halt(d, { remote, ...now() }, `halted by ${ctx.by}`));
      return 0;
    }
    case 'rollback': {
      const remote = needRemote(args[0]);
      if (values.to && !(await ctx.store.hasVersion(remote, values.to))) throw new UsageError(`${values.to} is not a published version of ${REMOTE_FOLDERS[remote]}`);
      const channel = values.channel === 'webview' ? 'webview' : 'stable';
      await move(ctx, `${REMOTE_FOLDERS[remote]}: ${channel} rolled back${values.to ? ` to ${values.to}` : ' to the last good version'}`, (d) => rollback(d, { remote, ...now() }, { to: values.to, channel }));
      return 0;
    }
    case 'status':
      return status(ctx, { json: values.json === true });
    case 'gc':
      return gc(ctx, { keep: values.keep ? Number(values.keep) : undefined, days: values.days ? Number(values.days) : undefined, dryRun: values['dry-run'] === true });
    case 'gate':
      return gateAll(ctx, args.length ? args.map(needRemote) : REMOTES);
    case 'publish-local':
      return publishLocal(ctx);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) console.error(`${err.message}\n\n${USAGE}`);
    else if (err instanceof RegistryError || err instanceof StoreError) console.error(`✗ ${err.message}`);
    else console.error(err);
    process.exit(err instanceof UsageError ? 2 : 1);
  },
);
