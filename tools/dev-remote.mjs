// Runs one app alone (README "Running one remote alone"): webpack in watch mode (development) and a
// small server for its dist folder on the app's own port, with /api proxied to the API
// (API_URL, default http://localhost:8080). `--no-watch` serves the existing build only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PORTS, webpackCli } from './apps.mjs';

const appDir = process.cwd();
const app = path.basename(appDir);
const port = Number(process.env.PORT ?? PORTS[app]);
const api = new URL(process.env.API_URL ?? 'http://localhost:8080');
const dist = path.join(appDir, 'dist');

if (!process.argv.includes('--no-watch')) {
  spawn(process.execPath, [webpackCli, '--watch', '--mode', 'development'], { cwd: appDir, stdio: 'inherit' });
}

const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css', '.map': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/')) {
      const upstream = http.request({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers: { ...req.headers, host: api.host } }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      upstream.on('error', () => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ result: 'FAIL', data: { code: 502, message: `API not reachable at ${api.origin}` } }));
      });
      req.pipe(upstream);
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    const target = file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(dist, 'index.html');
    if (!fs.existsSync(target)) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('building…');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream', 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });
    fs.createReadStream(target).pipe(res);
  })
  .listen(port, () => console.log(`[${app}] http://localhost:${port} (API ${api.origin})`));
