import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
const root = '/tmp/a11y-dist';
const srv = http
  .createServer((q, r) => {
    let p = path.join(root, q.url.split('?')[0]);
    if (!fs.existsSync(p) || fs.statSync(p).isDirectory()) p = path.join(root, 'index.html');
    r.setHeader('content-type', p.endsWith('.js') ? 'text/javascript' : p.endsWith('.css') ? 'text/css' : 'text/html');
    r.end(fs.readFileSync(p));
  })
  .listen(0);
const port = srv.address().port;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pg = await b.newPage();
pg.on('console', (m) => console.log('console', m.type(), m.text()));
pg.on('pageerror', (e) => console.log('pageerror', e.message));
await pg.goto(`http://127.0.0.1:${port}/login`);
await pg.waitForTimeout(1500);
await pg.evaluate(() => {
  document.cookie = 'access_token=x';
  document.cookie = 'role=1';
  localStorage.setItem('user', JSON.stringify({ id: 1, name: 'A', role_id: 1 }));
});
await pg.goto(`http://127.0.0.1:${port}/profile`);
await pg.waitForTimeout(3000);
console.log((await pg.content()).replace(/[\s\S]*<body>/, '').slice(0, 400));
await b.close();
srv.close();
