// CI: proves that a built tree runs from a production install. Builds, copies the tree (sources, build output, lock
// file) to a temporary folder, runs `npm ci --omit=dev` there (no tsx, Vite or esbuild), starts `npm start` on the
// embedded PostgreSQL, signs in and loads the web app, then stops it. Exit code 0 when all of that worked.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const step = (text) => console.log(`[production-check] ${text}`);
const fail = (text) => {
  console.error(`[production-check] FAILED: ${text}`);
  process.exitCode = 1;
};
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const run = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
};

const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-production-'));
fs.chmodSync(tree, 0o755); // the embedded PostgreSQL runs as the postgres user when this runs as root
let server;
try {
  step('npm run build');
  run(process.execPath, [path.join(root, 'scripts/build.mjs')], root);

  step(`copying the built tree to ${tree}`);
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of [...files, 'dist', 'apps/web/dist']) {
    fs.cpSync(path.join(root, file), path.join(tree, file), { recursive: true });
  }

  step('npm ci --omit=dev');
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], tree);
  for (const devOnly of ['tsx', 'vite', 'esbuild', 'typescript', 'vitest', 'react']) {
    if (fs.existsSync(path.join(tree, 'node_modules', devOnly))) fail(`${devOnly} is installed by --omit=dev`);
  }

  const port = await freePort();
  const password = `Prod-${Math.random().toString(36).slice(2)}-9`;
  step(`npm start on port ${port}`);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tree, 'data'),
    EMBEDDED_PG_PORT: String(await freePort()),
    ADMIN_PASSWORD: password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  server = spawn('npm', ['start'], {
    cwd: tree,
    detached: true, // its own process group: stopped as a whole below
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  let healthy = false;
  while (!healthy && Date.now() < until && server.exitCode === null) {
    healthy = await fetch(`${base}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!healthy) throw new Error(`the server did not become healthy:\n${output}`);
  if (output.includes('Building the')) fail('npm start rebuilt a built tree');
  if (output.includes('tsx')) fail('tsx appears in the output');

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin', password }),
  });
  if (login.status !== 200) fail(`sign-in answered ${login.status}`);
  // A workbook from the built writer thread (dist/server/excel.worker.mjs): a whole zip, its end record last.
  const token = (await login.json().catch(() => ({})))?.data?.access_token;
  const template = await fetch(`${base}/api/staff/import/template`, { headers: { authorization: `Bearer ${token}` } });
  const xlsx = Buffer.from(await template.arrayBuffer());
  if (
    template.status !== 200 ||
    xlsx.readUInt32LE(0) !== 0x04034b50 ||
    xlsx.readUInt32LE(xlsx.length - 22) !== 0x06054b50
  )
    fail(`the staff import template (an .xlsx) answered ${template.status} with ${xlsx.length} bytes`);
  const page = await fetch(`${base}/login`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root">')) fail(`the web app answered ${page.status}`);

  // The backup command runs from the build too (dist/server/ops.mjs): while the server runs, then a restore after.
  step('npm run backup (while the server runs)');
  const backup = spawnSync('npm', ['run', '--silent', 'backup', 'backups/'], { cwd: tree, env, encoding: 'utf8' });
  const written = /Backup written: (.+?) \(/.exec(backup.stdout ?? '');
  if (backup.status !== 0 || !written) fail(`npm run backup failed: ${backup.stdout}${backup.stderr}`);
  const appPid = Number(fs.readFileSync(path.join(env.DATA_DIR, 'app.pid'), 'utf8'));
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  // npm exits at once on the signal; the server itself takes a few seconds to stop its database: wait for it.
  for (const until = Date.now() + 20_000; Date.now() < until && isRunning(appPid); )
    await new Promise((resolve) => setTimeout(resolve, 100));
  step('npm run restore (the server stopped)');
  if (written) {
    const restore = spawnSync('npm', ['run', '--silent', 'restore', written[1]], { cwd: tree, env, encoding: 'utf8' });
    if (restore.status !== 0 || !restore.stdout.includes('Restored'))
      fail(`npm run restore failed: ${restore.stdout}${restore.stderr}`);
  }
  if (!process.exitCode)
    step(
      'OK: a production install of the built tree starts, signs in, serves the web app and an .xlsx, backs up and restores',
    );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  // A server stopped by a signal has exitCode null and signalCode set: only a running one is stopped here.
  if (server && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // the process group already ended between the check and the signal
    }
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 20_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  fs.rmSync(tree, { recursive: true, force: true });
}
