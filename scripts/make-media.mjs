#!/usr/bin/env node
// Draws the demo media of the Source (fictional brand "Lumira Surgical Optics") into content/media/.
//
//   npm run media
//   npm run media -- --only=auth    # only the login/registration side video (content/media/auth/)
//
// Needs ImageMagick 6 (`convert`), ffmpeg with libx264 and the DejaVu fonts (Debian: imagemagick,
// ffmpeg, fonts-dejavu-core). The output is committed, so a fresh clone does not need these tools.
//
// Deterministic: every "random" choice comes from a seeded PRNG, ImageMagick output is stripped of
// dates/metadata, ffmpeg runs single-threaded with bitexact flags and no metadata. Running it twice
// on the same machine kind gives byte-identical files (other tool versions may differ slightly).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'content', 'media');
const SUBDIRS = ['banners', 'icons', 'gallery', 'cards', 'mid-banner', 'avatar', 'auth'];

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
const FONT = path.join(FONT_DIR, 'DejaVuSans.ttf');
const FONT_MONO = path.join(FONT_DIR, 'DejaVuSansMono-Bold.ttf');

// ---------------------------------------------------------------------------------------------
// tools

function need(cmd, args) {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
  } catch {
    throw new Error(
      `make-media: '${cmd}' is not available. Install it (Debian: apt-get install -y imagemagick ffmpeg fonts-dejavu-core).`,
    );
  }
}

function im(args) {
  execFileSync('convert', args.map(String), { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** ImageMagick output options that keep files free of timestamps and metadata. */
function outOpts(file) {
  const common = ['-strip', '+set', 'date:create', '+set', 'date:modify'];
  if (file.endsWith('.png'))
    return [...common, '-define', 'png:exclude-chunks=date,time', '-define', 'png:compression-level=9', file];
  if (file.endsWith('.jpg')) return [...common, '-sampling-factor', '4:2:0', '-quality', '82', '-interlace', 'Plane', file];
  return [...common, file];
}

/** Intermediate video frames: raw 8-bit PPM (fast to write, nothing to strip). */
function frameOut(file) {
  return ['-depth', '8', file];
}

function ffmpegEncode(framePattern, fps, out, { crf = 28 } = {}) {
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-framerate',
      String(fps),
      '-i',
      framePattern,
      '-an',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-level',
      '3.0',
      '-pix_fmt',
      'yuv420p',
      '-preset',
      'slow',
      '-crf',
      String(crf),
      '-threads',
      '1',
      '-x264-params',
      'threads=1:sliced-threads=0',
      '-g',
      String(fps * 2),
      '-movflags',
      '+faststart',
      out,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** mulberry32: small seeded PRNG so layouts are repeatable. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const rgba = (hex, a) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
};
const circle = (cx, cy, r) => `circle ${r1(cx)},${r1(cy)} ${r1(cx + r)},${r1(cy)}`;
/** Open polyline as separate segments (ImageMagick 6.9.11 wrongly closes stroked polylines/paths). */
const segments = (pts) =>
  pts.slice(1).flatMap(([x, y], i) => ['-draw', `stroke-linecap round line ${r1(pts[i][0])},${r1(pts[i][1])} ${r1(x)},${r1(y)}`]);
/** Points along a cubic Bezier curve. */
const bezier = (p0, p1, p2, p3, n = 24) =>
  Array.from({ length: n + 1 }, (_, k) => {
    const t = k / n;
    const u = 1 - t;
    return [0, 1].map((j) => u * u * u * p0[j] + 3 * u * u * t * p1[j] + 3 * u * t * t * p2[j] + t * t * t * p3[j]);
  });
const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2);

// ---------------------------------------------------------------------------------------------
// drawing building blocks (each returns a list of convert arguments applied to the current image)

/** Concentric lens rings with an accent toric axis. */
function lensRings({ cx, cy, r, rings = 7, color = '#ffffff', accent = '#f2b134', axisDeg = 35, alpha = 0.32 }) {
  const args = ['-fill', 'none'];
  for (let i = 1; i <= rings; i++) {
    const rr = (r * i) / rings;
    const a = r1(alpha * (1.15 - i / (rings + 2)) * 100) / 100;
    args.push('-stroke', rgba(color, a), '-strokewidth', i % 3 === 0 ? 4 : 2, '-draw', circle(cx, cy, rr));
  }
  const rad = (axisDeg * Math.PI) / 180;
  const dx = Math.cos(rad) * r * 1.08;
  const dy = -Math.sin(rad) * r * 1.08;
  args.push(
    '-stroke',
    rgba(accent, 0.75),
    '-strokewidth',
    3,
    '-draw',
    `stroke-dasharray 14 10 line ${r1(cx - dx)},${r1(cy - dy)} ${r1(cx + dx)},${r1(cy + dy)}`,
    '-stroke',
    'none',
    '-fill',
    rgba(accent, 0.95),
    '-draw',
    circle(cx + dx, cy + dy, 7),
    '-draw',
    circle(cx - dx, cy - dy, 7),
  );
  return args;
}

/** Soft out-of-focus dots. */
function bokeh(rand, w, h, count, color = '#ffffff') {
  const args = ['-stroke', 'none'];
  for (let i = 0; i < count; i++) {
    const a = r1((0.04 + rand() * 0.1) * 100) / 100;
    args.push('-fill', rgba(color, a), '-draw', circle(rand() * w, rand() * h, 6 + rand() * 38));
  }
  return args;
}

function geometry(x, y) {
  return `${x < 0 ? '' : '+'}${Math.round(x)}${y < 0 ? '' : '+'}${Math.round(y)}`;
}

function glowAt(cx, cy, size, color = '#ffffff', a = 0.35) {
  return [
    '(',
    '-size',
    `${size}x${size}`,
    `radial-gradient:${rgba(color, a)}-${rgba(color, 0)}`,
    ')',
    '-geometry',
    geometry(cx - size / 2, cy - size / 2),
    '-composite',
  ];
}

function gradientBase(w, h, from, to, angle) {
  return ['-size', `${w}x${h}`, '-define', `gradient:angle=${angle}`, `gradient:${from}-${to}`];
}

/** Dark-to-clear band from the left so text stays readable. */
function leftShade(w, h, a = 0.35) {
  return [
    '(',
    '-size',
    `${w}x${h}`,
    '-define',
    'gradient:direction=East',
    `gradient:rgba(4,16,32,${a})-rgba(4,16,32,0)`,
    ')',
    '-composite',
  ];
}

function text({ font, size, color, x, y, value, kerning = 0, gravity = 'NorthWest' }) {
  return [
    '-stroke',
    'none',
    '-font',
    font,
    '-pointsize',
    size,
    '-fill',
    color,
    '-kerning',
    kerning,
    '-gravity',
    gravity,
    '-annotate',
    geometry(x, y),
    value,
    '-gravity',
    'NorthWest',
    '-kerning',
    0,
  ];
}

// ---------------------------------------------------------------------------------------------
// media kinds

function banner({ file, w = 1600, h = 500, from, to, angle = 110, seed, accent = '#f2b134', lensX = 0.78, axisDeg = 35 }) {
  const rand = prng(seed);
  const cx = w * lensX;
  const cy = h * 0.5;
  im([
    ...gradientBase(w, h, from, to, angle),
    ...glowAt(cx, cy, Math.round(h * 1.9), '#ffffff', 0.28),
    ...bokeh(rand, w, h, 18),
    ...lensRings({ cx, cy, r: h * 0.42, accent, axisDeg }),
    ...glowAt(cx - h * 0.12, cy - h * 0.14, Math.round(h * 0.22), '#ffffff', 0.55),
    ...leftShade(w, h, 0.45),
    ...outOpts(file),
  ]);
}

/**
 * The animated lens clip: rings widening round a focal point. The banner is wide with the point on
 * the right and a shade for its text; the login/registration side video is the same motif drawn
 * upright, centred, without the shade (focusX/focusY are fractions of the frame).
 */
function bannerVideo({
  file,
  tmp,
  w = 960,
  h = 300,
  fps = 24,
  seconds = 3,
  from,
  to,
  accent = '#5fc9c9',
  seed,
  focusX = 0.76,
  focusY = 0.5,
  shade = true,
}) {
  const rand = prng(seed);
  const bg = path.join(tmp, 'banner-video-bg.png');
  const cx = w * focusX;
  const cy = h * focusY;
  // Sizes follow the shorter side (the banner's height), so an upright frame keeps its rings inside.
  const side = Math.min(w, h);
  im([
    ...gradientBase(w, h, from, to, 115),
    ...glowAt(cx, cy, Math.round(side * 1.9), '#ffffff', 0.22),
    ...bokeh(rand, w, h, 10),
    ...(shade ? leftShade(w, h, 0.45) : []),
    ...outOpts(bg),
  ]);
  const frames = fps * seconds;
  const maxR = side * 0.62;
  const count = 6;
  for (let f = 0; f < frames; f++) {
    const t = f / frames; // loops seamlessly: t=1 equals t=0
    const args = [bg, '-fill', 'none'];
    for (let i = 0; i < count; i++) {
      const p = (t + i / count) % 1;
      const rr = 8 + p * maxR;
      const a = r1(Math.sin(Math.PI * p) * 0.55 * 100) / 100;
      args.push('-stroke', `rgba(255,255,255,${a})`, '-strokewidth', 2 + (i % 2), '-draw', circle(cx, cy, rr));
    }
    const ang = 35 + 6 * Math.sin(2 * Math.PI * t);
    const rad = (ang * Math.PI) / 180;
    const dx = Math.cos(rad) * maxR * 0.8;
    const dy = -Math.sin(rad) * maxR * 0.8;
    args.push(
      '-stroke',
      rgba(accent, 0.8),
      '-strokewidth',
      2,
      '-draw',
      `stroke-dasharray 10 7 line ${r1(cx - dx)},${r1(cy - dy)} ${r1(cx + dx)},${r1(cy + dy)}`,
    );
    args.push('-stroke', 'none', '-fill', 'rgba(255,255,255,0.9)', '-draw', circle(cx, cy, 4));
    args.push(...frameOut(path.join(tmp, `bv-${String(f).padStart(4, '0')}.ppm`)));
    im(args);
  }
  ffmpegEncode(path.join(tmp, 'bv-%04d.ppm'), fps, file, { crf: 30 });
}

function icon({ file, from, to, initials, seed }) {
  const rand = prng(seed);
  const angle = 100 + Math.round(rand() * 60);
  im([
    ...gradientBase(128, 128, from, to, angle),
    '-fill',
    'none',
    '-stroke',
    'rgba(255,255,255,0.35)',
    '-strokewidth',
    2,
    '-draw',
    circle(64, 64, 50),
    '-stroke',
    'rgba(255,255,255,0.18)',
    '-strokewidth',
    2,
    '-draw',
    circle(64, 64, 40),
    '-stroke',
    'rgba(255,255,255,0.75)',
    '-strokewidth',
    3,
    '-draw',
    'line 100,28 112,16',
    ...text({ font: FONT_BOLD, size: 38, color: '#ffffff', x: 0, y: 2, value: initials, gravity: 'Center' }),
    '(',
    '-size',
    '128x128',
    'xc:none',
    '-fill',
    'white',
    '-draw',
    'roundrectangle 0,0 127,127 28,28',
    ')',
    '-compose',
    'DstIn',
    '-composite',
    '-compose',
    'Over',
    ...outOpts(file),
  ]);
}

/** A plausible app screenshot: top bar, sidebar, stat cards and one content panel. */
function screen({ file, app, heading, accent, kind, stats, seed, items = [], axis = 35 }) {
  const rand = prng(seed);
  const w = 800;
  const h = 500;
  const a = [
    '-size',
    `${w}x${h}`,
    'xc:#f3f5f8',
    '-stroke',
    'none',
    '-fill',
    accent,
    '-draw',
    `rectangle 0,0 ${w},52`,
    ...text({ font: FONT_BOLD, size: 17, color: '#ffffff', x: 56, y: 16, value: app }),
    '-fill',
    'none',
    '-stroke',
    'rgba(255,255,255,0.9)',
    '-strokewidth',
    2,
    '-draw',
    circle(32, 26, 11),
    '-draw',
    circle(32, 26, 6),
    '-stroke',
    'none',
    '-fill',
    'rgba(255,255,255,0.85)',
    '-draw',
    circle(w - 34, 26, 13),
    '-fill',
    'rgba(255,255,255,0.35)',
    '-draw',
    `roundrectangle ${w - 250},15 ${w - 64},37 11,11`,
    '-fill',
    '#ffffff',
    '-draw',
    `rectangle 0,52 170,${h}`,
    '-fill',
    rgba(accent, 0.12),
    '-draw',
    'roundrectangle 12,70 158,100 8,8',
  ];
  const menu = ['Overview', 'Cases', 'Reports', 'Library', 'Team', 'Settings'];
  menu.forEach((m, i) => {
    a.push('-fill', i === 0 ? accent : '#9aa5b4', '-draw', `roundrectangle 24,${78 + i * 40} 38,${92 + i * 40} 4,4`);
    a.push(
      ...text({
        font: i === 0 ? FONT_BOLD : FONT,
        size: 13,
        color: i === 0 ? '#0b1f3a' : '#5b6778',
        x: 48,
        y: 77 + i * 40,
        value: m,
      }),
    );
  });
  a.push(...text({ font: FONT_BOLD, size: 21, color: '#0b1f3a', x: 192, y: 68, value: heading }));
  stats.forEach(([label, value], i) => {
    const x = 192 + i * 200;
    a.push('-stroke', '#e1e6ee', '-strokewidth', 1, '-fill', '#ffffff', '-draw', `roundrectangle ${x},108 ${x + 184},184 10,10`);
    a.push(...text({ font: FONT, size: 12, color: '#6b7788', x: x + 16, y: 120, value: label }));
    a.push(...text({ font: FONT_BOLD, size: 26, color: i === 0 ? accent : '#0b1f3a', x: x + 16, y: 140, value }));
  });
  a.push(
    '-stroke',
    '#e1e6ee',
    '-strokewidth',
    1,
    '-fill',
    '#ffffff',
    '-draw',
    `roundrectangle 192,200 ${w - 24},${h - 20} 12,12`,
  );
  const px = 192;
  const py = 200;
  const pw = w - 24 - 192;
  const ph = h - 20 - 200;
  if (kind === 'chart') {
    const n = 12;
    const pts = [];
    let v = 0.45;
    for (let i = 0; i < n; i++) {
      v = Math.min(0.9, Math.max(0.15, v + (rand() - 0.4) * 0.18));
      pts.push([px + 40 + (i * (pw - 80)) / (n - 1), py + ph - 30 - v * (ph - 70)]);
      const bh = 12 + rand() * 50;
      a.push(
        '-stroke',
        'none',
        '-fill',
        rgba(accent, 0.16),
        '-draw',
        `rectangle ${r1(pts[i][0] - 12)},${r1(py + ph - 30 - bh)} ${r1(pts[i][0] + 12)},${py + ph - 30}`,
      );
    }
    for (let g = 0; g < 4; g++)
      a.push(
        '-stroke',
        '#eef1f5',
        '-strokewidth',
        1,
        '-draw',
        `line ${px + 30},${py + 40 + g * 55} ${px + pw - 20},${py + 40 + g * 55}`,
      );
    a.push('-fill', 'none', '-stroke', accent, '-strokewidth', 3, ...segments(pts));
    a.push('-stroke', '#ffffff', '-strokewidth', 2, '-fill', accent);
    for (const [x, y] of pts) a.push('-draw', circle(x, y, 4));
    a.push(...text({ font: FONT_BOLD, size: 13, color: '#0b1f3a', x: px + 20, y: py + 14, value: items[0] ?? 'Trend' }));
  } else if (kind === 'lens') {
    const cx = px + pw * 0.34;
    const cy = py + ph / 2 + 6;
    a.push('-stroke', 'none', '-fill', rgba(accent, 0.08), '-draw', circle(cx, cy, 108));
    a.push(...lensRings({ cx, cy, r: 104, rings: 6, color: accent, accent: '#e4572e', axisDeg: axis, alpha: 0.7 }));
    for (let d = 0; d < 360; d += 15) {
      const rad = (d * Math.PI) / 180;
      const r0 = d % 90 === 0 ? 112 : 116;
      a.push(
        '-stroke',
        '#9aa5b4',
        '-strokewidth',
        1,
        '-draw',
        `line ${r1(cx + Math.cos(rad) * r0)},${r1(cy - Math.sin(rad) * r0)} ${r1(cx + Math.cos(rad) * 124)},${r1(cy - Math.sin(rad) * 124)}`,
      );
    }
    items.forEach((line, i) => {
      const [k, val] = line.split('|');
      a.push(...text({ font: FONT, size: 12, color: '#6b7788', x: px + pw * 0.64, y: py + 34 + i * 44, value: k }));
      a.push(...text({ font: FONT_BOLD, size: 16, color: '#0b1f3a', x: px + pw * 0.64, y: py + 50 + i * 44, value: val }));
    });
  } else if (kind === 'list') {
    items.slice(0, 6).forEach((line, i) => {
      const y = py + 18 + i * 44;
      const cols = line.split('|');
      if (i > 0) a.push('-stroke', '#eef1f5', '-strokewidth', 1, '-draw', `line ${px + 16},${y - 6} ${px + pw - 16},${y - 6}`);
      cols.forEach((c, j) => {
        a.push(
          ...text({
            font: i === 0 ? FONT_BOLD : FONT,
            size: 13,
            color: i === 0 ? '#6b7788' : '#0b1f3a',
            x: px + 20 + j * (pw / cols.length),
            y: y + 6,
            value: c,
          }),
        );
      });
      if (i > 0) {
        const st = rand();
        const col = st > 0.66 ? '#2e9e6a' : st > 0.33 ? '#f2b134' : accent;
        a.push('-stroke', 'none', '-fill', rgba(col, 0.9), '-draw', circle(px + pw - 30, y + 14, 6));
      }
    });
  } else {
    // grid of tiles
    const cols = 4;
    for (let i = 0; i < 8; i++) {
      const x = px + 18 + (i % cols) * ((pw - 36) / cols);
      const y = py + 18 + Math.floor(i / cols) * ((ph - 36) / 2);
      const tw = (pw - 36) / cols - 14;
      const th = (ph - 36) / 2 - 14;
      const hue = Math.round(rand() * 5);
      const cols2 = ['#1f7a8c', '#5b4b8a', '#f2b134', '#e4572e', '#2e9e6a', '#0f4c5c'];
      a.push(
        '-stroke',
        'none',
        '-fill',
        rgba(cols2[hue], 0.18),
        '-draw',
        `roundrectangle ${r1(x)},${r1(y)} ${r1(x + tw)},${r1(y + th - 34)} 8,8`,
      );
      a.push(
        '-fill',
        'none',
        '-stroke',
        rgba(cols2[hue], 0.8),
        '-strokewidth',
        2,
        '-draw',
        circle(x + tw / 2, y + (th - 34) / 2, 20),
        '-draw',
        circle(x + tw / 2, y + (th - 34) / 2, 11),
      );
      a.push(...text({ font: FONT, size: 11, color: '#0b1f3a', x: x + 2, y: y + th - 28, value: items[i] ?? `Item ${i + 1}` }));
    }
  }
  im([...a, ...outOpts(file)]);
}

/** "Photo" style still: a lens floating in a dark field with a caption bar. */
function photo({ file, w = 800, h = 500, from, to, accent, caption, seed }) {
  const rand = prng(seed);
  const cx = w * (0.45 + rand() * 0.15);
  const cy = h * 0.46;
  im([
    ...gradientBase(w, h, from, to, 140),
    ...glowAt(cx, cy, Math.round(h * 1.4), accent, 0.45),
    ...bokeh(rand, w, h, 22),
    '-stroke',
    'none',
    '-fill',
    'rgba(255,255,255,0.06)',
    '-draw',
    circle(cx, cy, h * 0.34),
    ...lensRings({ cx, cy, r: h * 0.34, rings: 8, accent, axisDeg: Math.round(rand() * 170), alpha: 0.5 }),
    // haptics of an intraocular lens
    '-fill',
    'none',
    '-stroke',
    'rgb(186,202,214)',
    '-strokewidth',
    5,
    ...segments(
      bezier(
        [cx + h * 0.3, cy - h * 0.17],
        [cx + h * 0.62, cy - h * 0.32],
        [cx + h * 0.68, cy + h * 0.05],
        [cx + h * 0.52, cy + h * 0.22],
      ),
    ),
    ...segments(
      bezier(
        [cx - h * 0.3, cy + h * 0.17],
        [cx - h * 0.62, cy + h * 0.32],
        [cx - h * 0.68, cy - h * 0.05],
        [cx - h * 0.52, cy - h * 0.22],
      ),
    ),
    ...glowAt(cx - h * 0.1, cy - h * 0.12, Math.round(h * 0.2), '#ffffff', 0.7),
    '-stroke',
    'none',
    '-fill',
    'rgba(4,16,32,0.55)',
    '-draw',
    `rectangle 0,${h - 64} ${w},${h}`,
    '-fill',
    accent,
    '-draw',
    `rectangle 28,${h - 44} 32,${h - 20}`,
    ...text({ font: FONT_BOLD, size: 18, color: '#ffffff', x: 44, y: h - 46, value: caption }),
    ...outOpts(file),
  ]);
}

function card({ file, from, to, accent, label, seed }) {
  const rand = prng(seed);
  const w = 640;
  const h = 400;
  const cx = w * 0.66;
  const cy = h * 0.48;
  im([
    ...gradientBase(w, h, from, to, 125),
    ...glowAt(cx, cy, 620, '#ffffff', 0.25),
    ...bokeh(rand, w, h, 12),
    ...lensRings({ cx, cy, r: 150, rings: 6, accent, axisDeg: 20 + Math.round(rand() * 60) }),
    ...leftShade(w, h, 0.35),
    ...text({ font: FONT_BOLD, size: 13, color: rgba(accent, 1), x: 36, y: 300, value: 'LUMIRA  ·  THE SOURCE', kerning: 1.5 }),
    ...text({ font: FONT_BOLD, size: 30, color: '#ffffff', x: 34, y: 322, value: label }),
    ...outOpts(file),
  ]);
}

function midBanner({ file, w, h, seed }) {
  const rand = prng(seed);
  const small = w < 1000;
  const cx = small ? w * 0.5 : w * 0.78;
  const cy = small ? h * 0.36 : h * 0.5;
  const r = small ? h * 0.26 : h * 0.4;
  im([
    ...gradientBase(w, h, '#f6efe3', '#d9eef0', 100),
    ...glowAt(cx, cy, Math.round(r * 3.2), '#ffffff', 0.9),
    ...bokeh(rand, w, h, small ? 6 : 10, '#1f7a8c'),
    ...lensRings({ cx, cy, r, rings: 7, color: '#0f4c5c', accent: '#e4572e', axisDeg: 35, alpha: 0.5 }),
    ...outOpts(file),
  ]);
}

function avatar(file) {
  const s = 256;
  im([
    '-size',
    `${s}x${s}`,
    'xc:none',
    '-stroke',
    'none',
    '-fill',
    '#dfe6ee',
    '-draw',
    circle(128, 128, 127),
    '-fill',
    '#9fb0c3',
    '-draw',
    circle(128, 104, 46),
    '-draw',
    'ellipse 128,236 84,70 0,360',
    '(',
    '-size',
    `${s}x${s}`,
    'xc:none',
    '-fill',
    'white',
    '-draw',
    circle(128, 128, 127),
    ')',
    '-compose',
    'DstIn',
    '-composite',
    '-compose',
    'Over',
    ...outOpts(file),
  ]);
}

// gallery clips ---------------------------------------------------------------------------------

function clipToricAxis({ file, tmp, fps = 20, seconds = 3 }) {
  const w = 640;
  const h = 400;
  const cx = 250;
  const cy = 200;
  const bg = path.join(tmp, 'toric-bg.png');
  const ticks = [];
  for (let d = 0; d < 360; d += 10) {
    const rad = (d * Math.PI) / 180;
    const r0 = d % 30 === 0 ? 138 : 146;
    ticks.push(
      '-draw',
      `line ${r1(cx + Math.cos(rad) * r0)},${r1(cy - Math.sin(rad) * r0)} ${r1(cx + Math.cos(rad) * 154)},${r1(cy - Math.sin(rad) * 154)}`,
    );
  }
  const labels = [];
  for (const d of [0, 30, 60, 90, 120, 150, 180]) {
    const rad = (d * Math.PI) / 180;
    labels.push(
      ...text({
        font: FONT,
        size: 11,
        color: '#9fb0c3',
        x: cx + Math.cos(rad) * 172 - 9,
        y: cy - Math.sin(rad) * 172 - 7,
        value: `${d}°`,
      }),
    );
  }
  im([
    ...gradientBase(w, h, '#0b1f3a', '#123a52', 150),
    ...glowAt(cx, cy, 420, '#5fc9c9', 0.25),
    '-stroke',
    'none',
    '-fill',
    'rgba(255,255,255,0.05)',
    '-draw',
    circle(cx, cy, 128),
    '-fill',
    'none',
    '-stroke',
    'rgba(255,255,255,0.35)',
    '-strokewidth',
    2,
    '-draw',
    circle(cx, cy, 128),
    '-draw',
    circle(cx, cy, 86),
    '-stroke',
    'rgba(255,255,255,0.5)',
    '-strokewidth',
    1,
    ...ticks,
    ...labels,
    ...text({ font: FONT_BOLD, size: 12, color: '#5fc9c9', x: 440, y: 120, value: 'TORIC ALIGN', kerning: 1.5 }),
    ...text({ font: FONT, size: 13, color: 'rgba(255,255,255,0.8)', x: 440, y: 220, value: 'Target axis 35°' }),
    ...outOpts(bg),
  ]);
  const frames = fps * seconds;
  for (let f = 0; f < frames; f++) {
    const t = Math.min(1, f / (frames * 0.7));
    const ang = 150 - ease(t) * (150 - 35);
    const rad = (ang * Math.PI) / 180;
    const dx = Math.cos(rad) * 150;
    const dy = -Math.sin(rad) * 150;
    const done = t >= 1;
    const col = done ? '#2ecc8f' : '#f2b134';
    im([
      bg,
      '-stroke',
      'rgba(95,201,201,0.55)',
      '-strokewidth',
      2,
      '-draw',
      `stroke-dasharray 8 6 line ${r1(cx - Math.cos((35 * Math.PI) / 180) * 150)},${r1(cy + Math.sin((35 * Math.PI) / 180) * 150)} ${r1(cx + Math.cos((35 * Math.PI) / 180) * 150)},${r1(cy - Math.sin((35 * Math.PI) / 180) * 150)}`,
      '-stroke',
      col,
      '-strokewidth',
      4,
      '-draw',
      `line ${r1(cx - dx)},${r1(cy - dy)} ${r1(cx + dx)},${r1(cy + dy)}`,
      '-stroke',
      'none',
      '-fill',
      col,
      '-draw',
      circle(cx + dx, cy + dy, 8),
      '-draw',
      circle(cx - dx, cy - dy, 8),
      '-fill',
      '#ffffff',
      '-draw',
      circle(cx, cy, 4),
      ...text({ font: FONT_MONO, size: 44, color: '#ffffff', x: 438, y: 150, value: `${Math.round(ang)}°` }),
      ...text({ font: FONT_BOLD, size: 13, color: col, x: 440, y: 246, value: done ? 'Aligned' : 'Rotating…' }),
      ...frameOut(path.join(tmp, `ta-${String(f).padStart(4, '0')}.ppm`)),
    ]);
  }
  ffmpegEncode(path.join(tmp, 'ta-%04d.ppm'), fps, file, { crf: 30 });
}

function clipFocusPull({ file, tmp, fps = 20, seconds = 3 }) {
  const w = 640;
  const h = 400;
  const sharp = path.join(tmp, 'focus-sharp.png');
  const rows = [
    ['E', 64],
    ['F  P', 46],
    ['T  O  Z', 34],
    ['L  P  E  D', 26],
    ['P  E  C  F  D', 20],
  ];
  const args = ['-size', `${w}x${h}`, 'xc:#fbfaf7'];
  let y = 30;
  for (const [line, size] of rows) {
    args.push(...text({ font: FONT_BOLD, size, color: '#111822', x: 0, y, value: line, gravity: 'North' }));
    y += size * 1.45;
  }
  args.push('-stroke', 'none', '-fill', '#1f7a8c', '-draw', `rectangle 0,${h - 44} ${w},${h}`);
  args.push(...text({ font: FONT_BOLD, size: 15, color: '#ffffff', x: 20, y: h - 34, value: 'Visual acuity: before and after' }));
  im([...args, ...outOpts(sharp)]);
  const frames = fps * seconds;
  for (let f = 0; f < frames; f++) {
    const t = Math.min(1, f / (frames * 0.75));
    const sigma = r1(7 * (1 - ease(t)));
    const frame = path.join(tmp, `fp-${String(f).padStart(4, '0')}.ppm`);
    if (sigma <= 0.05) im([sharp, ...frameOut(frame)]);
    else
      im([
        sharp,
        '(',
        '+clone',
        '-crop',
        `${w}x${h - 44}+0+0`,
        '+repage',
        '-blur',
        `0x${sigma}`,
        ')',
        '-geometry',
        '+0+0',
        '-composite',
        ...frameOut(frame),
      ]);
  }
  ffmpegEncode(path.join(tmp, 'fp-%04d.ppm'), fps, file, { crf: 30 });
}

function clipRipple({ file, tmp, fps = 20, seconds = 3 }) {
  const w = 640;
  const h = 400;
  const cx = w / 2;
  const cy = h / 2 - 10;
  const bg = path.join(tmp, 'ripple-bg.png');
  im([
    ...gradientBase(w, h, '#2a1f4f', '#1f7a8c', 135),
    ...glowAt(cx, cy, 520, '#ffffff', 0.22),
    ...bokeh(prng(77), w, h, 12),
    ...text({
      font: FONT_BOLD,
      size: 15,
      color: '#ffffff',
      x: 0,
      y: 360,
      value: 'Wavefront through a multifocal optic',
      gravity: 'North',
    }),
    ...outOpts(bg),
  ]);
  const frames = fps * seconds;
  const count = 7;
  for (let f = 0; f < frames; f++) {
    const t = f / frames;
    const args = [bg, '-fill', 'none'];
    for (let i = 0; i < count; i++) {
      const p = (t + i / count) % 1;
      const a = r1(Math.sin(Math.PI * p) * 0.7 * 100) / 100;
      args.push(
        '-stroke',
        i % 2 ? `rgba(242,177,52,${a})` : `rgba(255,255,255,${a})`,
        '-strokewidth',
        3,
        '-draw',
        circle(cx, cy, 6 + p * 170),
      );
    }
    args.push('-stroke', 'none', '-fill', 'rgba(255,255,255,0.9)', '-draw', circle(cx, cy, 5));
    args.push(...frameOut(path.join(tmp, `rp-${String(f).padStart(4, '0')}.ppm`)));
    im(args);
  }
  ffmpegEncode(path.join(tmp, 'rp-%04d.ppm'), fps, file, { crf: 30 });
}

// ---------------------------------------------------------------------------------------------
// the catalogue of files (paths relative to content/media; served at /files/demo/<path>)

const BANNERS = [
  {
    file: 'banners/guest-welcome.jpg',
    from: '#0b1f3a',
    to: '#1f7a8c',
    title: 'Welcome to the Source',
    subtitle: 'Tools, training and support for eye-surgery teams',
    seed: 11,
  },
  {
    file: 'banners/guest-lens-planner.jpg',
    from: '#2a1f4f',
    to: '#1f7a8c',
    title: 'Plan every lens with confidence',
    subtitle: 'Biometry to toric axis in one guided workflow',
    seed: 12,
    accent: '#5fc9c9',
    axisDeg: 62,
  },
  {
    file: 'banners/guest-academy.jpg',
    from: '#0f4c5c',
    to: '#2e9e6a',
    title: 'Learn with the surgical community',
    subtitle: 'Accredited courses, wet-lab guides and case reviews',
    seed: 13,
    lensX: 0.8,
    axisDeg: 118,
  },
  {
    file: 'banners/member-welcome.jpg',
    from: '#0b1f3a',
    to: '#5b4b8a',
    title: 'Welcome back to the Source',
    subtitle: 'Your resources, notifications and support in one place',
    seed: 21,
    accent: '#f2b134',
  },
  {
    file: 'banners/member-outcomes.jpg',
    from: '#123a52',
    to: '#e4572e',
    title: 'Share outcomes, shape better care',
    subtitle: 'The Refractive Outcomes Registry is now open',
    seed: 22,
    accent: '#ffd27a',
    axisDeg: 12,
  },
];

const ICONS = [
  ['icons/lens-planner.png', '#1f7a8c', '#0b1f3a', 'LP'],
  ['icons/surgical-academy.png', '#2e9e6a', '#0f4c5c', 'AC'],
  ['icons/video-library.png', '#e4572e', '#8c2a1a', 'VL'],
  ['icons/toric-align.png', '#5fc9c9', '#1f5f7a', 'TA'],
  ['icons/outcomes-registry.png', '#5b4b8a', '#2a1f4f', 'OR'],
  ['icons/product-catalogue.png', '#f2b134', '#b36b00', 'PC'],
  ['icons/order-portal.png', '#3d6fd9', '#1b2f7a', 'OP'],
  ['icons/marketing-hub.png', '#d9467a', '#6e1a45', 'MH'],
  ['icons/sales-training.png', '#7a8c1f', '#3a4a0b', 'ST'],
  ['icons/patient-education.png', '#f07c52', '#a33a5b', 'PE'],
];

const SCREENS = [
  {
    file: 'gallery/lens-planner-dashboard.png',
    app: 'Lumira Lens Planner',
    heading: 'Toric calculation · Right eye',
    accent: '#1f7a8c',
    kind: 'lens',
    stats: [
      ['IOL power', '+21.5 D'],
      ['Cylinder', 'T3 · 1.50 D'],
      ['Predicted SE', '-0.12 D'],
    ],
    items: ['Axial length|23.61 mm', 'K1 / K2|43.25 / 44.75 D', 'Steep axis|94°', 'Placement axis|92°'],
    axis: 92,
    seed: 101,
  },
  {
    file: 'gallery/academy-courses.png',
    app: 'Lumira Academy',
    heading: 'My learning path',
    accent: '#2e9e6a',
    kind: 'grid',
    stats: [
      ['Courses in progress', '3'],
      ['CME credits', '12.5'],
      ['Certificates', '4'],
    ],
    items: [
      'Phaco basics',
      'Capsulorhexis',
      'Toric marking',
      'Pupil expansion',
      'Complications',
      'Wet lab 1',
      'Wet lab 2',
      'Case review',
    ],
    seed: 102,
  },
  {
    file: 'gallery/video-library-browse.png',
    app: 'Surgical Video Library',
    heading: 'Recently added procedures',
    accent: '#e4572e',
    kind: 'list',
    stats: [
      ['Videos', '248'],
      ['Hours of footage', '61'],
      ['New this month', '14'],
    ],
    items: [
      'Procedure|Surgeon|Length',
      'Toric IOL, small pupil|Dr A. Meyer|08:42',
      'Posterior capsule rupture|Dr L. Okafor|12:10',
      'Sulcus fixation|Dr P. Varga|06:55',
      'Femto-assisted cataract|Dr S. Ito|09:31',
      'Paediatric IOL|Dr R. Haddad|11:04',
    ],
    seed: 103,
  },
  {
    file: 'gallery/toric-align-screen.png',
    app: 'Toric Align',
    heading: 'Intra-operative axis check',
    accent: '#1f5f7a',
    kind: 'lens',
    stats: [
      ['Planned axis', '92°'],
      ['Measured', '90°'],
      ['Deviation', '2°'],
    ],
    items: ['Reference marks|0° / 180°', 'Cyclotorsion|2° excyclo', 'Lens model|LS-T3', 'Status|Within tolerance'],
    axis: 90,
    seed: 104,
  },
  {
    file: 'gallery/outcomes-chart.png',
    app: 'Refractive Outcomes Registry',
    heading: 'Postoperative SE within ±0.50 D',
    accent: '#5b4b8a',
    kind: 'chart',
    stats: [
      ['Eyes submitted', '1,284'],
      ['Within ±0.50 D', '87 %'],
      ['Within ±1.00 D', '98 %'],
    ],
    items: ['Monthly cohort accuracy'],
    seed: 105,
  },
  {
    file: 'gallery/catalogue-grid.png',
    app: 'Lumira Product Catalogue',
    heading: 'Intraocular lenses',
    accent: '#b36b00',
    kind: 'grid',
    stats: [
      ['Lens families', '6'],
      ['Power range', '+5 to +34 D'],
      ['Toric models', '9'],
    ],
    items: ['LS Monofocal', 'LS Toric', 'LS EDOF', 'LS Trifocal', 'Preloaded', 'Sulcus lens', 'Injectors', 'Viscoelastics'],
    seed: 106,
  },
  {
    file: 'gallery/order-portal-orders.png',
    app: 'Distributor Order Portal',
    heading: 'Open orders',
    accent: '#3d6fd9',
    kind: 'list',
    stats: [
      ['Open orders', '18'],
      ['Back-ordered lines', '3'],
      ['Due this week', '7'],
    ],
    items: [
      'Order|Customer|Status',
      'SO-24117|Clinica Vista|Shipped',
      'SO-24121|North Eye Centre|Picking',
      'SO-24126|St Lucia Hospital|Back-order',
      'SO-24130|OptiCare Group|Confirmed',
      'SO-24133|Riverside Clinic|Draft',
    ],
    seed: 107,
  },
  {
    file: 'gallery/order-portal-stock.png',
    app: 'Distributor Order Portal',
    heading: 'Consignment stock levels',
    accent: '#3d6fd9',
    kind: 'chart',
    stats: [
      ['SKUs tracked', '412'],
      ['Below minimum', '11'],
      ['Expiring < 90 d', '5'],
    ],
    items: ['Weekly stock on hand'],
    seed: 108,
  },
  {
    file: 'gallery/marketing-hub-assets.png',
    app: 'Marketing Asset Hub',
    heading: 'Approved campaign assets',
    accent: '#d9467a',
    kind: 'grid',
    stats: [
      ['Assets', '96'],
      ['Languages', '11'],
      ['Updated', 'this week'],
    ],
    items: [
      'Clinic poster',
      'Leaflet A5',
      'Social tile',
      'Email header',
      'Roll-up banner',
      'Slide deck',
      'Patient video',
      'Logo pack',
    ],
    seed: 109,
  },
  {
    file: 'gallery/sales-training-modules.png',
    app: 'Distributor Sales Training',
    heading: 'Certification modules',
    accent: '#7a8c1f',
    kind: 'list',
    stats: [
      ['Modules', '8'],
      ['Completed', '5'],
      ['Next exam', '14 May'],
    ],
    items: [
      'Module|Duration|Status',
      'Anatomy of the eye|40 min|Done',
      'IOL portfolio|55 min|Done',
      'Toric conversations|35 min|In progress',
      'Compliance & ethics|30 min|Open',
      'Theatre etiquette|25 min|Open',
    ],
    seed: 110,
  },
];

const PHOTOS = [
  {
    file: 'gallery/lens-planner-lens.jpg',
    from: '#06121f',
    to: '#123a52',
    accent: '#5fc9c9',
    caption: 'Toric IOL with axis marks',
    seed: 201,
  },
  {
    file: 'gallery/academy-lecture.jpg',
    from: '#07160f',
    to: '#0f4c5c',
    accent: '#2e9e6a',
    caption: 'Wet-lab session: capsulorhexis',
    seed: 202,
  },
  {
    file: 'gallery/video-library-theatre.jpg',
    from: '#1a0805',
    to: '#3b1a2a',
    accent: '#e4572e',
    caption: 'Theatre view: lens insertion',
    seed: 203,
  },
  {
    file: 'gallery/outcomes-cohort.jpg',
    from: '#0e0a1f',
    to: '#2a1f4f',
    accent: '#a99bea',
    caption: 'Outcome cohort review',
    seed: 204,
  },
  {
    file: 'gallery/catalogue-lens.jpg',
    from: '#1a1204',
    to: '#3b2a0a',
    accent: '#f2b134',
    caption: 'LS Trifocal, preloaded',
    seed: 205,
  },
  {
    file: 'gallery/marketing-hub-campaign.jpg',
    from: '#1f0614',
    to: '#3b1a2a',
    accent: '#d9467a',
    caption: 'Campaign: See life in focus',
    seed: 206,
  },
  {
    file: 'gallery/patient-education-leaflet.jpg',
    from: '#1f0f06',
    to: '#5b2a1a',
    accent: '#f07c52',
    caption: 'What to expect on surgery day',
    seed: 207,
  },
];

const CARDS = [
  { file: 'cards/lens-planner.jpg', from: '#0b1f3a', to: '#1f7a8c', accent: '#f2b134', label: 'Lens Planner', seed: 301 },
  { file: 'cards/surgical-academy.jpg', from: '#0f4c5c', to: '#2e9e6a', accent: '#ffd27a', label: 'Academy', seed: 302 },
  {
    file: 'cards/product-catalogue.jpg',
    from: '#3b2a0a',
    to: '#b36b00',
    accent: '#ffe3a3',
    label: 'Product Catalogue',
    seed: 303,
  },
  { file: 'cards/video-library.jpg', from: '#3b1a2a', to: '#e4572e', accent: '#ffd27a', label: 'Video Library', seed: 304 },
];

/**
 * The side video of the login and registration screens: an upright 3:4 clip (528x704, within
 * H.264 level 3.0) made for that column, instead of the 960x300 banner clip cropped to a sliver.
 */
function authVideo(file, tmp) {
  bannerVideo({ file, tmp, w: 528, h: 704, from: '#06121f', to: '#1f5f7a', seed: 15, focusX: 0.5, focusY: 0.42, shade: false });
}

// ---------------------------------------------------------------------------------------------

function main() {
  need('convert', ['-version']);
  need('ffmpeg', ['-version']);
  for (const f of [FONT, FONT_BOLD, FONT_MONO]) {
    if (!existsSync(f)) throw new Error(`make-media: font ${f} missing (apt-get install -y fonts-dejavu-core)`);
  }
  if (process.argv.includes('--only=auth')) {
    const dir = path.join(OUT, 'auth');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tmp = mkdtempSync(path.join(tmpdir(), 'source-media-'));
    try {
      authVideo(path.join(dir, 'side-clarity.mp4'), tmp);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    console.log(`${(statSync(path.join(dir, 'side-clarity.mp4')).size / 1024).toFixed(1).padStart(8)} KB  auth/side-clarity.mp4`);
    return;
  }
  for (const d of SUBDIRS) {
    rmSync(path.join(OUT, d), { recursive: true, force: true });
    mkdirSync(path.join(OUT, d), { recursive: true });
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'source-media-'));
  const o = (rel) => path.join(OUT, rel);
  try {
    for (const b of BANNERS) banner({ ...b, file: o(b.file) });
    bannerVideo({
      file: o('banners/guest-clarity.mp4'),
      tmp,
      from: '#06121f',
      to: '#1f5f7a',
      seed: 14,
    });
    ICONS.forEach(([file, from, to, initials], i) => icon({ file: o(file), from, to, initials, seed: 400 + i }));
    for (const s of SCREENS) screen({ ...s, file: o(s.file) });
    for (const p of PHOTOS) photo({ ...p, file: o(p.file) });
    authVideo(o('auth/side-clarity.mp4'), tmp);
    clipToricAxis({ file: o('gallery/toric-axis.mp4'), tmp });
    clipFocusPull({ file: o('gallery/focus-pull.mp4'), tmp });
    clipRipple({ file: o('gallery/lens-ripple.mp4'), tmp });
    for (const c of CARDS) card({ ...c, file: o(c.file) });
    midBanner({ file: o('mid-banner/mid-banner.jpg'), w: 1600, h: 420, seed: 501 });
    midBanner({ file: o('mid-banner/mid-banner-small.jpg'), w: 640, h: 480, seed: 502 });
    avatar(o('avatar/default-avatar.png'));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  let total = 0;
  for (const d of SUBDIRS) {
    for (const f of readdirSync(path.join(OUT, d)).sort()) {
      const size = statSync(path.join(OUT, d, f)).size;
      total += size;
      console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${d}/${f}`);
    }
  }
  console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total in content/media`);
}

main();
