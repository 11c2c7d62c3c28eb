// Runs the contract gate (../contract.ts) on a built folder against the live shell's build, and,
// for a candidate built from this checkout, a type check that each exposed module still exports
// single-spa parcel lifecycles over the shell's mount props.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@stay/shared/mf/contract';
import { contractProblems, type ManifestLike, type RemoteContract, type ShellContract } from '../contract';
import { REMOTE_FOLDERS } from '../remotes';
import type { CliContext } from './context';

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await fs.readFile(file, 'utf8')) as T;

export async function shellContract(ctx: CliContext): Promise<ShellContract> {
  const file = path.join(ctx.repoRoot, 'shell/dist/shell-contract.json');
  try {
    return await readJson<ShellContract>(file);
  } catch {
    throw new Error(`the live shell's contract is missing (${path.relative(ctx.repoRoot, file)}): build the shell first`);
  }
}

export async function gateProblems(ctx: CliContext, remote: RemoteName, dir: string, opts: { typeCheck: boolean }): Promise<string[]> {
  const shell = await shellContract(ctx);
  let manifest: ManifestLike;
  let candidate: RemoteContract;
  try {
    [manifest, candidate] = await Promise.all([readJson<ManifestLike>(path.join(dir, 'mf-manifest.json')), readJson<RemoteContract>(path.join(dir, 'contract.json'))]);
  } catch {
    return ['the build has no mf-manifest.json or contract.json'];
  }
  const problems = contractProblems(remote, shell, candidate, manifest);
  if (problems.length === 0 && opts.typeCheck) problems.push(...(await typeCheckExposes(ctx, remote, candidate)));
  return problems;
}

/** tsc over a generated file that asserts each exposed module's type (DEPLOY.md gate (d)). */
async function typeCheckExposes(ctx: CliContext, remote: RemoteName, candidate: RemoteContract): Promise<string[]> {
  const dir = path.join(ctx.repoRoot, 'tmp', `contract-check-${remote}-${process.pid}`);
  await fs.mkdir(dir, { recursive: true });
  const folder = REMOTE_FOLDERS[remote];
  const lines = [
    "import type { MountProps, ParcelLifecycles } from '@stay/shared';",
    'type IsParcel<T> = T extends ParcelLifecycles<infer P> ? (P extends MountProps ? true : false) : false;',
  ];
  Object.entries(candidate.exposeFiles ?? {}).forEach(([name, file], i) => {
    const target = path.relative(dir, path.join(ctx.repoRoot, folder, file)).replace(/\.tsx?$/, '');
    lines.push(`import type * as M${i} from '${target.split(path.sep).join('/')}';`);
    lines.push(`// ${name}`, `export const ok${i}: IsParcel<Pick<typeof M${i}, 'bootstrap' | 'mount' | 'unmount'>> = true;`);
  });
  await fs.writeFile(path.join(dir, 'check.ts'), `${lines.join('\n')}\n`);
  // The house's ambient declarations (stylesheets, images) come along.
  const include = ['check.ts', `${path.relative(dir, path.join(ctx.repoRoot, 'types')).split(path.sep).join('/')}/*.d.ts`];
  await fs.writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: path.relative(dir, path.join(ctx.repoRoot, 'tsconfig.json')), include }));
  const tsc = path.join(ctx.repoRoot, 'node_modules/typescript7/bin/tsc');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json'), '--noEmit'], { cwd: ctx.repoRoot });
    let text = '';
    child.stdout.on('data', (d) => (text += String(d)));
    child.stderr.on('data', (d) => (text += String(d)));
    child.on('exit', (c) => resolve({ code: c, output: text }));
  });
  await fs.rm(dir, { recursive: true, force: true });
  return code === 0 ? [] : [`an exposed module no longer exports parcel lifecycles over MountProps:\n${output.trim()}`];
}
