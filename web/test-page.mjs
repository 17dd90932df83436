// What the browser tests share: a loopback server for the built folder, Debian's headless
// Chromium (Playwright with the system browser, WebGL2 on the CPU), and a watch on each page's
// console that fails on any panic or error, on any warning not in KNOWN_WARNINGS and on any of
// Bevy's error lines and its warning lines not in KNOWN_BEVY_WARNINGS, and lets a test wait for
// a line of the game's log.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';

export const READY_TIMEOUT_MS = 240_000;
export const MOVE_TIMEOUT_MS = 120_000;

const types = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.png': 'image/png', '.json': 'application/json', '.ogg': 'audio/ogg',
};

/// Serves `dist` on loopback; its address and the server.
export async function serve(dist) {
  const server = createServer(async (req, res) => {
    const path = join(dist, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = path.endsWith('/') ? join(path, 'index.html') : path;
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/// Debian's Chromium, headless, with `extra` command-line switches.
export function launch(extra = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync',
      // WebGL2 on the CPU: ANGLE over SwiftShader.
      '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
      ...extra,
    ],
  });
}

// Warnings the browser's console may show that are known and harmless, each with the reason.
const KNOWN_WARNINGS = [
  // Chromium's autoplay policy: Bevy's audio makes its Web Audio context (through cpal) as the
  // game starts, before any gesture, and Chromium says so on the context's creation and on each
  // attempt to start it. Bevy keeps its audio output private and opens it when its plugin is
  // added, so the game cannot wait for the gesture; the page resumes the context on the first
  // click, tap or key (web/index.html), which the browser test checks ("sound on", `running`).
  [/^The AudioContext was not allowed to start\. It must be resumed \(or created\) after a user gesture on the page\./,
    'Bevy creates its audio context before the first gesture; the first gesture resumes it'],
];

// Bevy's own warn! lines (its web logger writes them with console.log, as "%cWARN%c target%c
// message") that are known and harmless, each with the reason. Its error! lines always fail.
const KNOWN_BEVY_WARNINGS = [
  // The headless browser's WebGL2 runs on SwiftShader, on the CPU.
  [/^The selected adapter is using a driver that only supports software rendering/,
    'the test browser renders on the CPU (SwiftShader)'],
  // WebGL2 has no storage buffers, compute shaders or independent blending: Bevy leaves out
  // the plugins that need them, none of which the game uses.
  [/^OrderIndependentTransparencyPlugin not loaded\. GPU lacks support/, 'WebGL2: not used by the game'],
  [/^BackgroundMotionVectorsPlugin not loaded\. GPU lacks support/, 'WebGL2: not used by the game'],
  [/^ScreenSpaceAmbientOcclusionPlugin not loaded\. GPU lacks support/, 'WebGL2: not used by the game'],
  [/^AtmospherePlugin not loaded\. GPU lacks support for compute shaders/, 'WebGL2: not used by the game'],
  // bevy_egui binds its textures one by one where arrays of them are missing (WebGL2).
  [/^Feature TEXTURE_BINDING_ARRAY is not supported on this device/, 'WebGL2: egui binds textures singly'],
];

/// A line of Bevy's web logger: its level and its message, or null for any other line.
function bevyLine(text) {
  const m = text.match(/^%c(TRACE|DEBUG|INFO|WARN|ERROR)%c \S+%c (.*?) color: /s);
  return m ? { level: m[1], message: m[2] } : null;
}

/// The console of every page watched: the failures found, the log, and waiting for a line.
export class Console {
  constructor() {
    this.failures = [];
    this.logs = [];
    this.waiters = [];
  }

  fail(why) {
    this.failures.push(why);
  }

  watch(page) {
    page.on('console', (msg) => {
      const text = msg.text();
      this.logs.push(`[${msg.type()}] ${text}`);
      if (msg.type() === 'error' || /panicked/.test(text)) this.fail(`console ${msg.type()}: ${text}`);
      if (msg.type() === 'warning' && !KNOWN_WARNINGS.some(([known]) => known.test(text))) {
        this.fail(`console warning not known: ${text}`);
      }
      const bevy = bevyLine(text);
      if (bevy?.level === 'ERROR') this.fail(`Bevy error: ${bevy.message}`);
      if (bevy?.level === 'WARN' && !KNOWN_BEVY_WARNINGS.some(([known]) => known.test(bevy.message))) {
        this.fail(`Bevy warning not known: ${bevy.message}`);
      }
      for (const w of this.waiters) w(text);
    });
    page.on('pageerror', (err) => this.fail(`page error: ${err.message}`));
    return page;
  }

  /// The first line of the log since it was last cleared that matches `pattern`.
  waitFor(pattern, timeout, what) {
    return new Promise((ok, no) => {
      const timer = setTimeout(() => no(new Error(`timed out after ${timeout} ms waiting for ${what}`)), timeout);
      const check = (text) => {
        const m = text.match(pattern);
        if (m) { clearTimeout(timer); ok(m); }
      };
      this.logs.forEach((l) => check(l));
      this.waiters.push(check);
    });
  }

  clear() {
    this.logs.length = 0;
  }

  /// Prints the verdict; the process's exit code.
  verdict(name, passed) {
    if (this.failures.length) {
      console.error(`${name} FAILED:\n  ` + this.failures.join('\n  '));
      console.error('console log:\n  ' + this.logs.slice(-40).join('\n  '));
      return 1;
    }
    console.log(`${name} passed: ${passed}`);
    return 0;
  }
}

/// Counts the page's frames from now on: each is one of the game's, which draws in
/// requestAnimationFrame (a software renderer takes seconds a frame).
export function countFrames(page) {
  return page.evaluate(() => {
    window.framesDrawn = 0;
    const tick = () => { window.framesDrawn += 1; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
}

/// Counts the game's own frames from now on, unlike `countFrames`, which counts the browser's:
/// the tasks in which the game draws into WebGL2 (a frame's draw calls all run in one task;
/// wgpu's calls look the methods up on the context, so wrapping them on its prototype sees them).
export function countGameFrames(page) {
  return page.evaluate(() => {
    window.gameFrames = 0;
    if (window.gameFramesCounted) return;
    window.gameFramesCounted = true;
    let drawing = false;
    const proto = WebGL2RenderingContext.prototype;
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']) {
      const draw = proto[name];
      proto[name] = function (...args) {
        if (!drawing) {
          drawing = true;
          window.gameFrames += 1;
          setTimeout(() => { drawing = false; }, 0);
        }
        return draw.apply(this, args);
      };
    }
  });
}

/// The game's frames since `countGameFrames`.
export function gameFramesDrawn(page) {
  return page.evaluate(() => window.gameFrames);
}

/// Seconds of script the page ran over the next `ms` milliseconds (Chromium's ScriptDuration):
/// the game's frames are script, so a page that draws nothing runs next to none.
export async function scriptSeconds(page, ms) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const script = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'ScriptDuration').value;
  };
  const before = await script();
  await page.waitForTimeout(ms);
  const after = await script();
  await cdp.detach();
  return after - before;
}

/// The frames drawn since `countFrames`.
export function framesDrawn(page) {
  return page.evaluate(() => window.framesDrawn);
}

/// Waits until the game has drawn `n` more frames.
export async function settle(page, n, timeout = MOVE_TIMEOUT_MS) {
  const now = await framesDrawn(page);
  await page.waitForFunction((f) => window.framesDrawn >= f, now + n, { timeout, polling: 200 });
}

/// The game's canvas: its drawing buffer, its size on the page, and the device's pixel ratio.
export function canvasSize(page) {
  return page.evaluate(() => {
    const canvas = document.getElementById('kalah-canvas');
    return {
      width: canvas.width, height: canvas.height,
      cssWidth: canvas.clientWidth, cssHeight: canvas.clientHeight, ratio: devicePixelRatio,
    };
  });
}

/// Where the overlay's buttons that both online tests click stand, in CSS pixels: egui lays
/// them out in English at 1280x800 (read off screenshots of the native build, whose overlay is
/// the same). Kept here once, so a button that moves is moved for both tests.
export const NEW_GAME = [63, 28];
export const PLAY_ONLINE_TAB = [509, 124];
export const CREATE = [440, 660];

/// Starts `kalah-server` on loopback (a port of its own choosing) with a fresh store in a
/// temporary folder, serving the web build `dist`; waits for the one line it prints to say where.
/// Returns the server's process, its page's URL and its store's folder.
export async function startServer(serverBin, dist, name) {
  const data = mkdtempSync(join(tmpdir(), `kalah-${name}-`));
  const server = spawn(serverBin, ['--listen', '127.0.0.1:0', '--data', data, '--web', dist], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = await new Promise((ok, no) => {
    const timer = setTimeout(() => no(new Error('kalah-server did not start in 30 s')), 30_000);
    server.on('error', no);
    createInterface({ input: server.stdout }).once('line', (line) => {
      clearTimeout(timer);
      ok(line);
    });
  });
  const address = listening.match(/^kalah-server listening on (\S+)$/)?.[1];
  if (!address) throw new Error(`kalah-server said: ${listening}`);
  return { server, url: `http://${address}/`, data };
}
