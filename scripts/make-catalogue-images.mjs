// Writes the catalogue illustrations as WebP files, drawn here as SVG and rendered with sharp:
//   public/images/universities/{1..47}.webp and fallback.webp   (960x600, under 30 KB each)
//   public/images/countries/{slug}.webp and fallback.webp        (1600x900, under 60 KB each)
//   public/images/gallery/{1..11}.webp (1200x800, under 50 KB) and {n}-thumb.webp (480x320, 15 KB)
// Every picture is an illustration (no photographs, no text); shapes and colours come from a
// seeded PRNG, so each run writes the same files. Run by hand after changing a drawing
// (`node scripts/make-catalogue-images.mjs`, or add `universities`, `countries` or `gallery` to
// write one group); the outputs are committed. Exits 1 if a file is over its size limit or if
// a country image is too light for white heading text over its lower 60%.
import fs from 'node:fs/promises'

import sharp from 'sharp'

// ---------------------------------------------------------------------------------------------
// Helpers: PRNG, colours, SVG elements

function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function makeRng(seed) {
  const next = mulberry32(seed * 2654435761)
  next()
  const rng = {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  }
  return rng
}

const n1 = (v) => Math.round(v * 10) / 10
const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const rgbToHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
const mix = (a, b, t) => {
  const ca = hexToRgb(a)
  const cb = hexToRgb(b)
  return rgbToHex(ca.map((v, i) => v + (cb[i] - v) * t))
}
const darken = (c, t) => mix(c, '#000000', t)
const lighten = (c, t) => mix(c, '#ffffff', t)

function rgbToHsl([r, g, b]) {
  ;[r, g, b] = [r / 255, g / 255, b / 255]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60
  return [h, s, l]
}

function hslToHex(h, s, l) {
  h = ((h % 360) + 360) % 360
  s = Math.max(0, Math.min(1, s))
  l = Math.max(0, Math.min(1, l))
  const k = (n) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return rgbToHex([f(0) * 255, f(8) * 255, f(4) * 255])
}

/** The colour nudged a little in hue, saturation and lightness. */
function jitter(hex, rng, dh = 8, ds = 0.06, dl = 0.04) {
  const [h, s, l] = rgbToHsl(hexToRgb(hex))
  return hslToHex(h + rng.range(-dh, dh), s + rng.range(-ds, ds), l + rng.range(-dl, dl))
}

/** Relative luminance (WCAG) of an sRGB pixel. */
function luminance(r, g, b) {
  const lin = (v) => {
    v /= 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

const attrs = (extra) =>
  Object.entries(extra)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n1(v) : v}"`)
    .join('')
const rect = (x, y, w, h, fill, extra = {}) =>
  `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(Math.max(0, w))}" height="${n1(Math.max(0, h))}" fill="${fill}"${attrs(extra)}/>`
const circle = (cx, cy, r, fill, extra = {}) =>
  `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${fill}"${attrs(extra)}/>`
const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${attrs(extra)}/>`
const poly = (points, fill, extra = {}) =>
  `<polygon points="${points.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`
const line = (x1, y1, x2, y2, stroke, width, extra = {}) =>
  `<line x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}" stroke="${stroke}" stroke-width="${n1(width)}"${attrs(extra)}/>`
const path = (d, fill, extra = {}) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`
/** A path description with its numbers rounded: P`M${x} ${y}` */
const P = (strings, ...values) =>
  strings.reduce(
    (acc, s, i) =>
      acc +
      s +
      (i < values.length ? (typeof values[i] === 'number' ? n1(values[i]) : values[i]) : ''),
    '',
  )
const group = (body, extra = {}) => `<g${attrs(extra)}>${body}</g>`

function makeDefs() {
  let count = 0
  const items = []
  const stops = (list) =>
    list
      .map(
        ([offset, color, opacity = 1]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`,
      )
      .join('')
  return {
    /** A linear gradient in bounding-box units; direction [x1, y1, x2, y2], top-down by default. */
    lin(list, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
      const id = `g${count++}`
      items.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
      )
      return `url(#${id})`
    },
    /** A linear gradient in user-space coordinates. */
    linAbs(list, [x1, y1, x2, y2]) {
      const id = `g${count++}`
      items.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${stops(list)}</linearGradient>`,
      )
      return `url(#${id})`
    },
    rad(list, cx = 0.5, cy = 0.5, r = 0.5) {
      const id = `g${count++}`
      items.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`,
      )
      return `url(#${id})`
    },
    toString() {
      return items.length ? `<defs>${items.join('')}</defs>` : ''
    },
  }
}

const svgDoc = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body.join('')}</svg>`

// ---------------------------------------------------------------------------------------------
// Shared scenery: clouds, trees, mountains

function cloud(rng, x, y, s, color = '#ffffff', opacity = 0.85) {
  const parts = [ellipse(x, y, 60 * s, 16 * s, color)]
  const puffs = rng.int(2, 4)
  for (let i = 0; i < puffs; i++) {
    const px = x + rng.range(-40, 40) * s
    parts.push(circle(px, y - rng.range(4, 14) * s, rng.range(16, 26) * s, color))
  }
  return group(parts.join(''), { opacity })
}

function roundTree(x, y, s, leaf, trunk = '#6b4f3a') {
  const dark = darken(leaf, 0.18)
  const light = lighten(leaf, 0.12)
  return (
    rect(x - 4 * s, y - 34 * s, 8 * s, 34 * s, trunk) +
    circle(x, y - 58 * s, 30 * s, dark) +
    circle(x - 16 * s, y - 48 * s, 20 * s, leaf) +
    circle(x + 15 * s, y - 50 * s, 21 * s, dark) +
    circle(x - 3 * s, y - 70 * s, 22 * s, light) +
    circle(x + 8 * s, y - 42 * s, 16 * s, leaf)
  )
}

function conifer(x, y, s, leaf, trunk = '#5b4332') {
  const dark = darken(leaf, 0.2)
  return (
    rect(x - 3 * s, y - 16 * s, 6 * s, 16 * s, trunk) +
    poly(
      [
        [x - 26 * s, y - 14 * s],
        [x, y - 58 * s],
        [x + 26 * s, y - 14 * s],
      ],
      dark,
    ) +
    poly(
      [
        [x - 21 * s, y - 40 * s],
        [x, y - 80 * s],
        [x + 21 * s, y - 40 * s],
      ],
      leaf,
    ) +
    poly(
      [
        [x - 15 * s, y - 64 * s],
        [x, y - 100 * s],
        [x + 15 * s, y - 64 * s],
      ],
      lighten(leaf, 0.08),
    ) +
    poly(
      [
        [x, y - 14 * s],
        [x, y - 100 * s],
        [x + 26 * s, y - 14 * s],
      ],
      '#000000',
      { opacity: 0.08 },
    )
  )
}

function palm(x, y, s, leaf, lean = 1, trunk = '#8a6a4a') {
  const tx = x + 26 * s * lean
  const ty = y - 120 * s
  const parts = [
    path(
      P`M${x - 5 * s} ${y} Q${x + 4 * s * lean} ${y - 70 * s} ${tx - 3 * s} ${ty} L${tx + 3 * s} ${ty} Q${x + 10 * s * lean} ${y - 70 * s} ${x + 5 * s} ${y} Z`,
      trunk,
    ),
  ]
  const dark = darken(leaf, 0.2)
  for (const [angle, len, color] of [
    [-160, 62, dark],
    [-20, 62, dark],
    [-130, 58, leaf],
    [-50, 58, leaf],
    [-95, 46, lighten(leaf, 0.1)],
    [-185, 48, leaf],
    [5, 48, leaf],
  ]) {
    const a = (angle * Math.PI) / 180
    const ex = tx + Math.cos(a) * len * s
    const ey = ty + Math.sin(a) * len * s + 18 * s
    const mx = tx + Math.cos(a) * len * 0.55 * s
    const my = ty + Math.sin(a) * len * 0.55 * s - 12 * s
    const nx = -Math.sin(a) * 9 * s
    const ny = Math.cos(a) * 9 * s
    parts.push(
      path(
        P`M${tx} ${ty} Q${mx + nx} ${my + ny} ${ex} ${ey} Q${mx - nx} ${my - ny} ${tx} ${ty} Z`,
        color,
      ),
    )
  }
  parts.push(circle(tx, ty + 3 * s, 5 * s, '#6b4a2a'))
  return parts.join('')
}

/** A jagged mountain range across [x0, x1] with its peaks between top and base. */
function mountains(rng, x0, x1, base, top, fill, snow = null, peaks = 5) {
  const pts = [[x0, base]]
  const step = (x1 - x0) / peaks
  const caps = []
  for (let i = 0; i <= peaks; i++) {
    const px = x0 + step * i + rng.range(-step * 0.25, step * 0.25)
    const py = top + rng.range(0, (base - top) * 0.55)
    if (i > 0) {
      const vx = px - step * rng.range(0.4, 0.6)
      pts.push([vx, py + rng.range(0.25, 0.45) * (base - py)])
    }
    pts.push([px, py])
    if (snow && base - py > (base - top) * 0.45) {
      const h = (base - py) * rng.range(0.18, 0.28)
      const w = h * 1.25
      caps.push(
        poly(
          [
            [px - w, py + h],
            [px - w * 0.45, py + h * 0.75],
            [px - w * 0.15, py + h * 1.1],
            [px + w * 0.3, py + h * 0.8],
            [px + w, py + h],
            [px, py],
          ],
          snow,
        ),
      )
    }
  }
  pts.push([x1, base])
  return poly(pts, fill) + caps.join('')
}

/** A smooth hill line across [x0, x1] filled down to `bottom`. */
function hills(rng, x0, x1, y, amp, bottom, fill, bumps = 3) {
  let d = P`M${x0} ${bottom} L${x0} ${y + rng.range(-amp, amp)}`
  const step = (x1 - x0) / bumps
  for (let i = 0; i < bumps; i++) {
    const xa = x0 + step * (i + 0.5)
    const xb = x0 + step * (i + 1)
    d += P` Q${xa} ${y - amp * rng.range(0.3, 1.2)} ${xb} ${y + rng.range(-amp, amp) * 0.4}`
  }
  d += P` L${x1} ${bottom} Z`
  return path(d, fill)
}

// ---------------------------------------------------------------------------------------------
// Universities: one campus building per id, tinted by its country

const UNI_W = 960
const UNI_H = 600

function countryOfUniversity(id) {
  if (id <= 11) return 'russia'
  if (id <= 16) return 'georgia'
  if (id <= 22) return 'philippines'
  if (id <= 28) return 'kazakhstan'
  if (id <= 32) return 'kyrgyzstan'
  if (id <= 35) return 'malaysia'
  if (id <= 38) return 'nepal'
  if (id <= 41) return 'uzbekistan'
  if (id === 42) return 'bosnia'
  if (id === 43) return 'bulgaria'
  if (id === 44) return 'moldova'
  return 'belarus'
}

const SKY_DAY = ['#8fbbe3', '#e4f0f8']
const SKY_SOFT = ['#b6cde6', '#f3efe6']
const SKY_WARM = ['#9fb7da', '#f7dcc0']
const SKY_PALE = ['#c9d6e2', '#eef2f4']
const SKY_TROPIC = ['#5fa6dd', '#d8f0f4']

const uniThemes = {
  russia: {
    walls: ['#f0d49a', '#efe2c8', '#e6c184', '#dccbb0', '#f2dcc0', '#e9d4a8'],
    trims: ['#fbf8f0', '#f6f1e4'],
    roofs: ['#4f7f6c', '#4b6784', '#66757d', '#7a8f6a'],
    domes: ['#d2a631', '#4f8a73', '#3f6e9c'],
    glass: '#7d9fbf',
    skies: [SKY_PALE, SKY_SOFT, SKY_WARM, SKY_DAY],
    lawn: '#93b27c',
    trees: ['conifer', 'round'],
    leaf: ['#4f7d4a', '#5e8a4f', '#3f6f4e'],
    back: 'city',
    styles: [
      'classical',
      'tower',
      'modern',
      'dome',
      'classical',
      'stepped',
      'tower',
      'dome',
      'twin',
      'classical',
      'modern',
    ],
  },
  georgia: {
    walls: ['#e6d6bd', '#dcc4a2', '#efe3d0', '#cfb795', '#e8d0b4'],
    trims: ['#f7f0e4', '#efe6d6'],
    roofs: ['#ad5a3d', '#954a33', '#7c6a5a'],
    domes: ['#7c8a7a', '#ad5a3d'],
    glass: '#7f9db5',
    skies: [SKY_DAY, SKY_WARM, SKY_SOFT],
    lawn: '#9ab27a',
    trees: ['round', 'conifer'],
    leaf: ['#5b8a4a', '#6b9152', '#4e7a45'],
    back: 'mountains',
    snow: '#f4f6f8',
    styles: ['classical', 'wings', 'modern', 'dome', 'stepped'],
  },
  philippines: {
    walls: ['#f6f2e8', '#f0e3c4', '#e8eee6', '#f4e7d4'],
    trims: ['#ffffff', '#fbf7ee'],
    roofs: ['#b4543d', '#2f6f8c', '#8c4a36'],
    domes: ['#b4543d', '#c9a13a'],
    glass: '#6fa6c6',
    skies: [SKY_TROPIC, SKY_DAY, ['#7ab3df', '#f6e7cc']],
    lawn: '#7db567',
    trees: ['palm', 'palm', 'round'],
    leaf: ['#3f8a4a', '#4f9a4f', '#2f7a52'],
    back: 'sea',
    styles: ['tropical', 'modern', 'classical', 'tropical', 'twin', 'stepped'],
  },
  kazakhstan: {
    walls: ['#e8e3d6', '#d3dde6', '#c8d5dd', '#e9dcc0', '#dfe4e8'],
    trims: ['#f8f8f4', '#eef2f5'],
    roofs: ['#2f6c9c', '#456a80', '#b08a3a'],
    domes: ['#d4ad3a', '#2f7fb6'],
    glass: '#5f9cc0',
    skies: [SKY_DAY, SKY_TROPIC, SKY_WARM],
    lawn: '#b5b36b',
    trees: ['round', 'conifer'],
    leaf: ['#6b8f48', '#5a7f42', '#7a9a4f'],
    back: 'steppe',
    styles: ['modern', 'tower', 'twin', 'dome', 'stepped', 'classical'],
  },
  kyrgyzstan: {
    walls: ['#eee5d5', '#e4d0b2', '#dde6ea', '#efdcc6'],
    trims: ['#faf6ee', '#f1ede4'],
    roofs: ['#b24b3a', '#3e6b8a', '#5a7a5a'],
    domes: ['#3e6b8a', '#c9a13a'],
    glass: '#76a2bf',
    skies: [SKY_DAY, SKY_SOFT, SKY_TROPIC],
    lawn: '#8fb26f',
    trees: ['conifer', 'round'],
    leaf: ['#4e7e4a', '#5b8a4f'],
    back: 'mountains',
    snow: '#f6f8fa',
    styles: ['modern', 'classical', 'wings', 'stepped'],
  },
  malaysia: {
    walls: ['#f4f4ee', '#e1ebee', '#eee4d1', '#f1ece2'],
    trims: ['#ffffff', '#f7f7f2'],
    roofs: ['#2c6a72', '#8a3a3a', '#4a5a7a'],
    domes: ['#c9a13a', '#2c6a72', '#3a6aa0'],
    glass: '#5aa6b8',
    skies: [SKY_TROPIC, SKY_DAY, ['#6aa9d8', '#f4e3c8']],
    lawn: '#6fb061',
    trees: ['palm', 'round', 'palm'],
    leaf: ['#2f8a4e', '#3f9a52', '#2c7a4a'],
    back: 'city',
    styles: ['twin', 'tropical', 'oriental'],
  },
  nepal: {
    walls: ['#b5653f', '#c27a50', '#e6d9c4', '#a95b3a'],
    trims: ['#f3ead9', '#efe4d0'],
    roofs: ['#5a3b2a', '#74482f', '#4a4a4a'],
    domes: ['#d1a838', '#f1ece0'],
    glass: '#6f8ea5',
    skies: [SKY_DAY, SKY_SOFT, SKY_PALE],
    lawn: '#8aae6c',
    trees: ['round', 'conifer'],
    leaf: ['#4f7f46', '#5f8c4c'],
    back: 'mountains',
    snow: '#ffffff',
    styles: ['nepali', 'modern', 'wings'],
  },
  uzbekistan: {
    walls: ['#e7cf9e', '#dbbf8a', '#efdcb4', '#e2c596'],
    trims: ['#f6ead0', '#f3e2c0'],
    roofs: ['#1f8ea5', '#2a9d8f', '#2f6fa8'],
    domes: ['#1f9ab0', '#2a9d8f', '#2f7fb8'],
    glass: '#5e93b3',
    skies: [SKY_TROPIC, SKY_DAY, SKY_WARM],
    lawn: '#a7b26a',
    trees: ['round', 'conifer'],
    leaf: ['#6a8f45', '#5a8040'],
    back: 'plain',
    styles: ['oriental', 'modern', 'dome'],
  },
  bosnia: {
    walls: ['#ece4d6', '#e0d2bd'],
    trims: ['#faf6ee'],
    roofs: ['#a84a34'],
    domes: ['#6b7a6a'],
    glass: '#7f9fb8',
    skies: [SKY_SOFT],
    lawn: '#8db273',
    trees: ['round'],
    leaf: ['#4f8a4a'],
    back: 'hills',
    styles: ['wings'],
  },
  bulgaria: {
    walls: ['#f2e6cf', '#e8d6b6'],
    trims: ['#fcf8ef'],
    roofs: ['#b14c35'],
    domes: ['#cfa53a'],
    glass: '#7a9cbc',
    skies: [SKY_WARM],
    lawn: '#93b476',
    trees: ['round'],
    leaf: ['#5b8a4a'],
    back: 'mountains',
    snow: '#f2f4f6',
    styles: ['dome'],
  },
  moldova: {
    walls: ['#efe4cf', '#e6dcc2'],
    trims: ['#fbf7ee'],
    roofs: ['#6a7e8c'],
    domes: ['#c9a13a'],
    glass: '#7e9fb9',
    skies: [SKY_DAY],
    lawn: '#9bb870',
    trees: ['round'],
    leaf: ['#6a9448'],
    back: 'hills',
    styles: ['modern'],
  },
  belarus: {
    walls: ['#eef1f4', '#e2ddd2', '#d8e1e9', '#efe6d6'],
    trims: ['#ffffff', '#f4f6f8'],
    roofs: ['#4a6a88', '#5a6f6a', '#3f5f7f'],
    domes: ['#4a7aa8', '#c9a13a'],
    glass: '#6f9cc2',
    skies: [SKY_PALE, SKY_DAY, SKY_SOFT],
    lawn: '#8fb27a',
    trees: ['conifer', 'round'],
    leaf: ['#3f6f4a', '#4f7f4f'],
    back: 'forest',
    styles: ['stepped', 'tower', 'twin'],
  },
}

const neutralTheme = {
  walls: ['#e6e2da'],
  trims: ['#f8f7f4'],
  roofs: ['#6b7a88'],
  domes: ['#7a8a98'],
  glass: '#8ea6bb',
  skies: [SKY_PALE],
  lawn: '#a3b494',
  trees: ['round'],
  leaf: ['#6f8f68'],
  back: 'hills',
  styles: ['classical'],
}

/** A grid of windows inside the box; `skip(x0, x1)` leaves out columns it returns true for. */
function windowGrid(c, x, y, w, h, o) {
  const parts = []
  const cols = o.cols ?? Math.max(1, Math.floor(w / o.spacing))
  const rows = o.rows
  const cw = w / cols
  const rh = h / rows
  const ww = o.ww ?? cw * 0.46
  const wh = o.wh ?? rh * 0.56
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const wx = x + cw * k + (cw - ww) / 2
      const wy = y + rh * r + (rh - wh) / 2 + (o.dy ?? 0)
      if (o.skip?.(wx, wx + ww)) continue
      const lit = o.lit && c.rng.chance(o.lit)
      const fill = lit ? '#f4d58a' : o.glass
      if (o.frame) parts.push(rect(wx - 2.5, wy - 2.5, ww + 5, wh + 5, o.frame))
      if (o.style === 'arch') {
        parts.push(
          path(
            P`M${wx} ${wy + wh} L${wx} ${wy + ww / 2} A${ww / 2} ${ww / 2} 0 0 1 ${wx + ww} ${wy + ww / 2} L${wx + ww} ${wy + wh} Z`,
            fill,
          ),
        )
      } else if (o.style === 'pointed') {
        parts.push(
          path(
            P`M${wx} ${wy + wh} L${wx} ${wy + ww * 0.6} Q${wx} ${wy} ${wx + ww / 2} ${wy - ww * 0.15} Q${wx + ww} ${wy} ${wx + ww} ${wy + ww * 0.6} L${wx + ww} ${wy + wh} Z`,
            fill,
          ),
        )
      } else {
        parts.push(rect(wx, wy, ww, wh, fill))
      }
      if (o.mullion)
        parts.push(
          rect(
            wx + ww / 2 - 1,
            wy + (o.style === 'rect' ? 0 : ww / 2),
            2,
            wh - (o.style === 'rect' ? 0 : ww / 2),
            o.mullion,
          ),
        )
      if (o.sill) parts.push(rect(wx - 3, wy + wh, ww + 6, 3, o.sill))
    }
  }
  return parts.join('')
}

/** A vertical gradient for a wall, lighter at the top; memoised per colour within one picture. */
function wallFill(c, color) {
  c.wallFills ??= new Map()
  if (!c.wallFills.has(color))
    c.wallFills.set(
      color,
      c.defs.lin([
        [0, lighten(color, 0.06)],
        [1, darken(color, 0.07)],
      ]),
    )
  return c.wallFills.get(color)
}

function columnFill(c, color) {
  c.columnFills ??= new Map()
  if (!c.columnFills.has(color))
    c.columnFills.set(
      color,
      c.defs.lin(
        [
          [0, darken(color, 0.12)],
          [0.35, lighten(color, 0.2)],
          [1, darken(color, 0.2)],
        ],
        [0, 0, 1, 0],
      ),
    )
  return c.columnFills.get(color)
}

/** Dome on a drum: 'round', 'onion' or 'ribbed'; (cx, y) is the bottom of the drum. */
function dome(c, cx, y, w, kind, color) {
  const { rng } = c
  const parts = []
  const drumH = w * rng.range(0.3, 0.45)
  parts.push(rect(cx - w / 2, y - drumH, w, drumH, wallFill(c, c.wall)))
  parts.push(rect(cx - w / 2 - 4, y - drumH - 5, w + 8, 6, c.trim))
  const n = Math.max(3, Math.round(w / 26))
  parts.push(
    windowGrid(c, cx - w / 2 + 4, y - drumH + 2, w - 8, drumH - 4, {
      cols: n,
      rows: 1,
      glass: darken(c.glass, 0.25),
      style: 'arch',
      wh: drumH * 0.6,
    }),
  )
  const by = y - drumH - 5
  const light = lighten(color, 0.25)
  const fill = c.defs.lin(
    [
      [0, light],
      [0.55, color],
      [1, darken(color, 0.25)],
    ],
    [0, 0, 1, 0],
  )
  let topY
  if (kind === 'onion') {
    const h = w * 1.05
    topY = by - h
    parts.push(
      path(
        P`M${cx - w / 2} ${by} C${cx - w * 0.75} ${by - h * 0.45} ${cx - w * 0.1} ${by - h * 0.7} ${cx} ${topY} C${cx + w * 0.1} ${by - h * 0.7} ${cx + w * 0.75} ${by - h * 0.45} ${cx + w / 2} ${by} Z`,
        fill,
      ),
    )
  } else {
    const h = w * (kind === 'ribbed' ? 0.62 : 0.5)
    topY = by - h
    parts.push(
      path(
        P`M${cx - w / 2} ${by} C${cx - w / 2} ${by - h * 0.7} ${cx - w * 0.28} ${topY} ${cx} ${topY} C${cx + w * 0.28} ${topY} ${cx + w / 2} ${by - h * 0.7} ${cx + w / 2} ${by} Z`,
        fill,
      ),
    )
    if (kind === 'ribbed') {
      for (const t of [-0.3, -0.1, 0.1, 0.3]) {
        parts.push(
          path(
            P`M${cx + w * t * 1.5} ${by} Q${cx + w * t * 1.2} ${by - h * 0.75} ${cx} ${topY}`,
            'none',
            { stroke: darken(color, 0.25), 'stroke-width': 2 },
          ),
        )
      }
    }
  }
  // lantern and finial
  const lw = w * 0.16
  parts.push(rect(cx - lw / 2, topY - lw * 0.9, lw, lw * 1.1, c.trim))
  parts.push(
    path(
      P`M${cx - lw * 0.7} ${topY - lw * 0.8} Q${cx} ${topY - lw * 2} ${cx + lw * 0.7} ${topY - lw * 0.8} Z`,
      color,
    ),
  )
  parts.push(line(cx, topY - lw * 1.4, cx, topY - lw * 2.6, '#b8922e', 2))
  parts.push(circle(cx, topY - lw * 2.6, 3.5, '#d8b24a'))
  c.highest = Math.min(c.highest ?? Infinity, topY - lw * 2.6 - 4)
  return parts.join('')
}

function roofHip(c, x, y, w, h, color, overhang = 8) {
  return (
    poly(
      [
        [x - overhang, y],
        [x + h * 0.9, y - h],
        [x + w - h * 0.9, y - h],
        [x + w + overhang, y],
      ],
      color,
    ) +
    poly(
      [
        [x + w / 2, y],
        [x + w / 2, y - h],
        [x + w - h * 0.9, y - h],
        [x + w + overhang, y],
      ],
      '#000000',
      { opacity: 0.1 },
    )
  )
}

function steps(c, cx, y, w) {
  return [0, 1, 2]
    .map((i) =>
      rect(
        cx - w / 2 - i * 8,
        y - 18 + i * 6,
        w + i * 16,
        6,
        i % 2 ? darken(c.trim, 0.12) : darken(c.trim, 0.05),
      ),
    )
    .join('')
}

function classicalBuilding(c, variant) {
  const { rng, cx, baseY } = c
  const parts = []
  const floors = variant === 'tower' ? rng.int(3, 4) : rng.int(2, 3)
  const fh = rng.range(40, 50)
  const plinth = rng.range(14, 22)
  const bodyH = floors * fh + plinth + 14
  const W = rng.range(560, 740)
  const x0 = cx - W / 2
  const top = baseY - bodyH
  const roofH = variant === 'tower' || rng.chance(0.35) ? 0 : rng.range(16, 30)
  const pav = rng.chance(0.55)
  const pavW = rng.range(80, 120)
  const winStyle = rng.pick(['rect', 'arch', 'rect', 'tall'])
  const spacing = rng.range(42, 54)

  // behind: dome or tower
  if (variant === 'dome') {
    const dw = rng.range(90, 140)
    const kind =
      c.country === 'russia' && rng.chance(0.6)
        ? 'onion'
        : c.country === 'uzbekistan'
          ? 'ribbed'
          : 'round'
    parts.push(dome(c, cx, top - roofH + 4, dw, kind, c.domeColor))
  }
  if (roofH) parts.push(roofHip(c, x0 + 6, top, W - 12, roofH, c.roof, 4))

  // body
  parts.push(rect(x0, top, W, bodyH, wallFill(c, c.wall)))
  // side pavilions stand a little forward and higher
  const pavColor = lighten(c.wall, 0.05)
  if (pav) {
    for (const px of [x0 - 10, x0 + W - pavW + 10]) {
      parts.push(rect(px, top - 14, pavW, bodyH + 14, wallFill(c, pavColor)))
      parts.push(rect(px - 4, top - 20, pavW + 8, 8, c.trim))
      if (variant !== 'tower')
        parts.push(
          poly(
            [
              [px - 4, top - 20],
              [px + pavW / 2, top - 20 - pavW * 0.2],
              [px + pavW + 4, top - 20],
            ],
            c.trim,
          ),
        )
      else {
        // corner turrets with small spires
        const tw = pavW * 0.5
        const tx = px + pavW / 2
        parts.push(rect(tx - tw / 2, top - 64, tw, 46, wallFill(c, pavColor)))
        parts.push(rect(tx - tw / 2 - 4, top - 68, tw + 8, 6, c.trim))
        parts.push(
          poly(
            [
              [tx - tw * 0.3, top - 68],
              [tx, top - 120],
              [tx + tw * 0.3, top - 68],
            ],
            c.roof,
          ),
        )
        parts.push(
          windowGrid(c, tx - tw / 2 + 4, top - 60, tw - 8, 36, {
            cols: 2,
            rows: 1,
            glass: c.glassFill,
            style: 'arch',
            ww: 9,
          }),
        )
      }
      parts.push(rect(px, top - 14, 6, bodyH + 14, '#000000', { opacity: 0.06 }))
    }
  }
  parts.push(rect(x0 - 12, baseY - plinth, W + 24, plinth, darken(c.wall, 0.22)))
  parts.push(rect(x0 - 4, top, W + 8, 9, c.trim))
  parts.push(rect(x0 - 4, top + 9, W + 8, 3, darken(c.trim, 0.15)))
  if (rng.chance(0.5)) {
    for (let f = 1; f < floors; f++)
      parts.push(rect(x0, top + 12 + f * fh - 2, W, 3, lighten(c.wall, 0.2), { opacity: 0.8 }))
  }

  // portico
  const ncol = variant === 'tower' ? rng.pick([4, 6]) : rng.pick([4, 6, 6, 8])
  const colW = rng.range(12, 17)
  const gap = rng.range(30, 40)
  const pw = (ncol - 1) * gap + colW + 28
  const px = cx - pw / 2
  const colTop = top + 30
  const colBottom = baseY - plinth
  const skip = (a, b) => b > px - 6 && a < px + pw + 6
  const skipPav = (a, b) => skip(a, b) || (pav && (a < x0 + pavW + 4 || b > x0 + W - pavW - 4))
  parts.push(
    windowGrid(c, x0 + 10, top + 12, W - 20, floors * fh, {
      spacing,
      rows: floors,
      glass: c.glassFill,
      style: winStyle === 'tall' ? 'rect' : winStyle,
      wh: winStyle === 'tall' ? fh * 0.7 : undefined,
      ww: spacing * 0.42,
      sill: c.trim,
      mullion: lighten(c.glass, 0.35),
      skip: skipPav,
      lit: c.lit,
    }),
  )
  if (pav) {
    for (const pxx of [x0 - 10, x0 + W - pavW + 10]) {
      parts.push(
        windowGrid(c, pxx + 10, top + 6, pavW - 20, floors * fh, {
          cols: 2,
          rows: floors,
          glass: c.glassFill,
          style: 'arch',
          ww: 18,
          sill: c.trim,
        }),
      )
    }
  }

  if (variant === 'tower') {
    // a stepped central tower with a spire, drawn in front of the body
    const avail = top - 30
    let t1 = rng.range(120, 160)
    const tiers = [
      [t1, rng.range(60, 90)],
      [t1 * 0.74, rng.range(50, 70)],
      [t1 * 0.52, rng.range(36, 50)],
    ]
    const spireH = rng.range(60, 100)
    const total = tiers.reduce((s, [, h]) => s + h, 0) + spireH
    const k = Math.min(1, avail / total)
    let y = top + 4
    parts.push(rect(cx - t1 / 2, top, t1, bodyH - plinth, wallFill(c, pavColor)))
    for (const [tw, th] of tiers) {
      const h = th * k
      parts.push(rect(cx - tw / 2, y - h, tw, h, wallFill(c, pavColor)))
      parts.push(rect(cx - tw / 2 - 4, y - 4, tw + 8, 6, c.trim))
      parts.push(
        windowGrid(c, cx - tw / 2 + 6, y - h + 4, tw - 12, h - 10, {
          cols: Math.max(1, Math.round(tw / 32)),
          rows: 1,
          glass: c.glassFill,
          style: 'arch',
          ww: 10,
        }),
      )
      y -= h
    }
    if (rng.chance(0.5)) {
      const cr = tiers[1][0] * 0.22
      const cy = y + tiers[2][1] * k * 0.5
      parts.push(
        circle(cx, cy, cr, c.trim),
        circle(cx, cy, cr * 0.8, '#f4efe2'),
        line(cx, cy, cx, cy - cr * 0.6, '#3a3a3a', 2),
        line(cx, cy, cx + cr * 0.45, cy, '#3a3a3a', 2),
      )
    }
    const sw = tiers[2][0] * 0.36
    parts.push(
      poly(
        [
          [cx - sw, y],
          [cx, y - spireH * k],
          [cx + sw, y],
        ],
        c.roof,
      ),
    )
    parts.push(
      poly(
        [
          [cx, y],
          [cx, y - spireH * k],
          [cx + sw, y],
        ],
        '#000000',
        { opacity: 0.15 },
      ),
    )
    parts.push(circle(cx, y - spireH * k - 4, 5, '#d8b24a'))
    c.highest = Math.min(c.highest ?? Infinity, y - spireH * k - 10)
    parts.push(
      windowGrid(c, cx - t1 / 2 + 10, top + 12, t1 - 20, floors * fh, {
        cols: 3,
        rows: floors,
        glass: c.glassFill,
        style: 'rect',
        ww: 14,
        sill: c.trim,
      }),
    )
    // entrance
    parts.push(rect(cx - 26, colBottom - fh * 0.9, 52, fh * 0.9, darken(c.wall, 0.45)))
    parts.push(rect(cx - 34, colBottom - fh * 0.9 - 8, 68, 8, c.trim))
  } else {
    parts.push(rect(px + 6, colTop, pw - 12, colBottom - colTop, darken(c.wall, 0.28)))
    // door and windows in the shadow of the portico
    parts.push(
      path(
        P`M${cx - 20} ${colBottom} L${cx - 20} ${colBottom - fh * 0.75} A20 20 0 0 1 ${cx + 20} ${colBottom - fh * 0.75} L${cx + 20} ${colBottom} Z`,
        darken(c.wall, 0.55),
      ),
    )
    for (let i = 0; i < ncol; i++) {
      const x = px + 14 + i * gap
      parts.push(rect(x, colTop + 6, colW, colBottom - colTop - 12, columnFill(c, c.trim)))
      parts.push(rect(x - 4, colTop, colW + 8, 6, c.trim))
      parts.push(rect(x - 4, colBottom - 6, colW + 8, 6, darken(c.trim, 0.08)))
    }
    parts.push(rect(px - 4, top + 6, pw + 8, 24, c.trim))
    parts.push(rect(px - 4, top + 26, pw + 8, 4, darken(c.trim, 0.15)))
    const ph = pw * rng.range(0.15, 0.2)
    parts.push(
      poly(
        [
          [px - 8, top + 8],
          [cx, top + 8 - ph],
          [px + pw + 8, top + 8],
        ],
        c.trim,
      ),
    )
    parts.push(
      poly(
        [
          [px + 10, top + 4],
          [cx, top + 10 - ph],
          [px + pw - 10, top + 4],
        ],
        darken(c.trim, 0.08),
      ),
    )
  }
  parts.push(steps(c, cx, baseY, variant === 'tower' ? 90 : pw))
  return {
    svg: parts.join(''),
    left: x0 - 10,
    right: x0 + W + 10,
    top: Math.min(top - 24 - pavW * 0.2, c.highest ?? Infinity),
  }
}

/** A modern block: 'ribbon' windows, glass 'curtain' wall, 'punched' windows, 'fins' or 'panels'. */
function modernFacade(c, x, y, w, h, kind, wall) {
  const { rng } = c
  const out = []
  const floorH = rng.range(30, 38)
  const floors = Math.max(2, Math.floor((h - 14) / floorH))
  if (kind === 'curtain') {
    out.push(rect(x, y, w, h, c.glassFill))
    out.push(
      poly(
        [
          [x + w * 0.15, y],
          [x + w * 0.45, y],
          [x + w * 0.1, y + h],
          [x, y + h],
          [x, y + h * 0.6],
        ],
        '#ffffff',
        { opacity: 0.12 },
      ),
    )
    const cols = Math.max(2, Math.round(w / 28))
    for (let i = 1; i < cols; i++)
      out.push(rect(x + (w / cols) * i - 1, y, 2, h, lighten(c.glass, 0.45)))
    for (let f = 1; f < floors + 1; f++)
      out.push(rect(x, y + (h / (floors + 1)) * f - 1.5, w, 3, lighten(c.glass, 0.5)))
    out.push(rect(x - 3, y - 8, w + 6, 8, wall))
    return out.join('')
  }
  out.push(rect(x, y, w, h, wallFill(c, wall)))
  if (kind === 'ribbon') {
    for (let f = 0; f < floors; f++) {
      const fy = y + 12 + f * ((h - 14) / floors)
      out.push(rect(x + 8, fy, w - 16, floorH * 0.5, c.glassFill))
      for (let k = x + 8 + 30; k < x + w - 12; k += 30)
        out.push(rect(k, fy, 2, floorH * 0.5, lighten(wall, 0.1)))
    }
  } else if (kind === 'punched') {
    out.push(
      windowGrid(c, x + 6, y + 10, w - 12, h - 16, {
        spacing: rng.range(26, 34),
        rows: floors,
        glass: c.glassFill,
        style: 'rect',
        ww: 14,
        lit: c.lit,
      }),
    )
  } else if (kind === 'panels') {
    const cols = Math.max(2, Math.floor((w - 12) / 30))
    const cw = (w - 12) / cols
    const rh = (h - 16) / floors
    const tones = [c.roof, lighten(c.roof, 0.3), lighten(c.roof, 0.55), wall]
    for (let f = 0; f < floors; f++) {
      for (let k = 0; k < cols; k++) {
        const wx = x + 6 + k * cw
        const wy = y + 10 + f * rh
        out.push(rect(wx + 2, wy + 3, cw * 0.55, rh - 8, c.glassFill))
        out.push(rect(wx + 2 + cw * 0.55, wy + 3, cw * 0.35, rh - 8, rng.pick(tones)))
      }
    }
  } else {
    out.push(rect(x + 6, y + 10, w - 12, h - 16, c.glassFill))
    const fin = rng.chance(0.4) ? c.roof : lighten(wall, 0.05)
    for (let k = x + 6; k < x + w - 6; k += 16) out.push(rect(k, y + 10, 6, h - 16, fin))
    out.push(rect(x + 6, y + 10, w - 12, h - 16, '#000000', { opacity: 0.05 }))
  }
  out.push(rect(x - 3, y - 6, w + 6, 8, darken(wall, 0.12)))
  return out.join('')
}

function entranceCanopy(c, cx, baseY, w = 140) {
  return (
    rect(cx - w * 0.29, baseY - 46, w * 0.58, 46, darken(c.glass, 0.2)) +
    rect(cx - 1, baseY - 46, 2, 46, lighten(c.glass, 0.4)) +
    rect(cx - w / 2, baseY - 56, w, 10, c.roof) +
    rect(cx - w / 2 + 8, baseY - 46, 4, 46, darken(c.trim, 0.2)) +
    rect(cx + w / 2 - 12, baseY - 46, 4, 46, darken(c.trim, 0.2))
  )
}

/** Two towers on a podium, joined by a glass bridge. */
function twinBuilding(c) {
  const { rng, cx, baseY } = c
  const parts = []
  const podW = rng.range(540, 700)
  const podH = rng.range(60, 84)
  const tw = rng.range(110, 150)
  const gap = rng.range(90, 150)
  const h1 = rng.range(230, 300)
  const h2 = h1 * rng.range(0.85, 1)
  const kinds = ['curtain', 'punched', 'fins', 'panels']
  const kind = rng.pick(kinds)
  const xs = [cx - gap / 2 - tw, cx + gap / 2]
  xs.forEach((x, i) => {
    const h = i ? h2 : h1
    parts.push(modernFacade(c, x, baseY - h, tw, h, kind, c.wall))
    parts.push(rect(x + tw * 0.15, baseY - h - 22, tw * 0.7, 16, c.roof))
  })
  const by = baseY - Math.min(h1, h2) * rng.range(0.55, 0.75)
  parts.push(
    rect(xs[0] + tw, by, gap, 34, c.glassFill),
    rect(xs[0] + tw, by - 4, gap, 5, c.trim),
    rect(xs[0] + tw, by + 34, gap, 5, c.trim),
  )
  parts.push(
    modernFacade(
      c,
      cx - podW / 2,
      baseY - podH,
      podW,
      podH,
      rng.pick(['ribbon', 'panels']),
      lighten(c.wall, 0.05),
    ),
  )
  parts.push(entranceCanopy(c, cx, baseY, rng.range(120, 170)))
  parts.push(rect(cx - podW / 2 - 10, baseY - 6, podW + 20, 6, darken(c.wall, 0.25)))
  return { svg: parts.join(''), left: cx - podW / 2, right: cx + podW / 2, top: baseY - h1 - 22 }
}

/** Three or four blocks stepping up in height, with a curved-roof entrance hall. */
function steppedBuilding(c) {
  const { rng, cx, baseY } = c
  const parts = []
  const n = rng.int(3, 4)
  const bw = rng.range(130, 170)
  const total = n * bw - (n - 1) * 14
  const dir = rng.chance(0.5) ? 1 : -1
  const kinds = ['fins', 'panels', 'punched', 'ribbon', 'curtain']
  const k0 = rng.int(0, kinds.length - 1)
  for (let i = 0; i < n; i++) {
    const rank = dir > 0 ? i : n - 1 - i
    const h = 110 + rank * rng.range(50, 65)
    const x = cx - total / 2 + i * (bw - 14)
    parts.push(
      modernFacade(
        c,
        x,
        baseY - h,
        bw,
        h,
        kinds[(k0 + i) % kinds.length],
        i % 2 ? lighten(c.wall, 0.05) : c.wall,
      ),
    )
  }
  const hw = rng.range(150, 200)
  const hh = rng.range(70, 90)
  parts.push(
    path(
      P`M${cx - hw / 2 - 10} ${baseY - hh} Q${cx} ${baseY - hh - 46} ${cx + hw / 2 + 10} ${baseY - hh} Z`,
      c.roof,
    ),
  )
  parts.push(rect(cx - hw / 2, baseY - hh, hw, hh, c.glassFill))
  for (let k = 1; k < 6; k++)
    parts.push(rect(cx - hw / 2 + (hw / 6) * k - 1, baseY - hh, 2, hh, lighten(c.glass, 0.45)))
  parts.push(rect(cx - 24, baseY - 44, 48, 44, darken(c.glass, 0.3)))
  parts.push(rect(cx - total / 2 - 10, baseY - 6, total + 20, 6, darken(c.wall, 0.25)))
  return {
    svg: parts.join(''),
    left: cx - total / 2,
    right: cx + total / 2,
    top: baseY - 110 - (n - 1) * 65,
  }
}

function modernBuilding(c) {
  const { rng, cx, baseY } = c
  const parts = []
  const slabW = rng.range(420, 600)
  const slabH = rng.range(110, 170)
  const sx = cx - slabW / 2 + rng.range(-40, 40)
  const towerW = rng.range(120, 190)
  const towerH = rng.range(220, Math.min(330, baseY - 40))
  const towerLeft = rng.chance(0.5)
  const tx = towerLeft ? sx - towerW * 0.35 : sx + slabW - towerW * 0.65
  const kinds = ['ribbon', 'curtain', 'punched', 'fins', 'panels']
  const slabKind = rng.pick(kinds)
  const towerKind = rng.pick(kinds.filter((k) => k !== slabKind))
  const accent = c.roof

  parts.push(modernFacade(c, tx, baseY - towerH, towerW, towerH, towerKind, c.wall))
  if (rng.chance(0.5))
    parts.push(rect(tx + towerW * 0.2, baseY - towerH - 26, towerW * 0.35, 20, darken(c.wall, 0.1)))
  // an accent band or stair core
  if (rng.chance(0.6)) {
    const coreX = towerLeft ? tx + towerW - 4 : tx - 26
    parts.push(rect(coreX, baseY - towerH * 0.8, 30, towerH * 0.8, accent))
  }
  parts.push(modernFacade(c, sx, baseY - slabH, slabW, slabH, slabKind, lighten(c.wall, 0.04)))
  // a glass drum or low pavilion at the other end
  const px = towerLeft ? sx + slabW - 40 : sx - 110
  const pw = rng.range(120, 160)
  const ph = slabH * rng.range(0.55, 0.8)
  if (rng.chance(0.5)) {
    parts.push(rect(px, baseY - ph, pw, ph, c.glassFill))
    parts.push(ellipse(px + pw / 2, baseY - ph, pw / 2, 10, lighten(c.wall, 0.1)))
    for (let k = 1; k < 6; k++)
      parts.push(rect(px + (pw / 6) * k - 1, baseY - ph + 8, 2, ph - 8, lighten(c.glass, 0.45)))
    parts.push(rect(px + pw * 0.6, baseY - ph + 6, pw * 0.35, ph - 6, '#000000', { opacity: 0.08 }))
  } else {
    parts.push(modernFacade(c, px, baseY - ph, pw, ph, 'ribbon', darken(c.wall, 0.04)))
  }
  parts.push(entranceCanopy(c, cx, baseY))
  parts.push(
    rect(
      Math.min(sx, tx, px) - 10,
      baseY - 6,
      Math.max(sx + slabW, tx + towerW, px + pw) - Math.min(sx, tx, px) + 20,
      6,
      darken(c.wall, 0.25),
    ),
  )
  return {
    svg: parts.join(''),
    left: Math.min(sx, tx, px),
    right: Math.max(sx + slabW, tx + towerW, px + pw),
    top: baseY - towerH,
  }
}

function wingsBuilding(c) {
  const { rng, cx, baseY } = c
  const parts = []
  const fh = rng.range(40, 48)
  const cFloors = rng.int(3, 4)
  const wFloors = cFloors - 1
  const cw = rng.range(200, 280)
  const ww = rng.range(190, 250)
  const cH = cFloors * fh + 20
  const wH = wFloors * fh + 20
  const roofC = rng.range(40, 60)
  const roofW = rng.range(34, 48)
  const wingColor = darken(c.wall, 0.05)
  const winStyle = rng.pick(['rect', 'arch'])
  // wings
  for (const wx of [cx - cw / 2 - ww + 10, cx + cw / 2 - 10]) {
    parts.push(roofHip(c, wx, baseY - wH, ww, roofW, c.roof))
    if (rng.chance(0.7)) {
      for (let k = 0; k < 3; k++) {
        const dx = wx + ww * (0.25 + k * 0.25)
        parts.push(
          rect(dx - 8, baseY - wH - roofW * 0.65, 16, roofW * 0.45, c.trim),
          poly(
            [
              [dx - 11, baseY - wH - roofW * 0.62],
              [dx, baseY - wH - roofW * 0.95],
              [dx + 11, baseY - wH - roofW * 0.62],
            ],
            darken(c.roof, 0.15),
          ),
          rect(dx - 4, baseY - wH - roofW * 0.55, 8, 9, c.glassFill),
        )
      }
    }
    parts.push(rect(wx, baseY - wH, ww, wH, wallFill(c, wingColor)))
    parts.push(rect(wx - 3, baseY - wH, ww + 6, 6, c.trim))
    parts.push(
      windowGrid(c, wx + 8, baseY - wH + 10, ww - 16, wFloors * fh, {
        spacing: rng.range(36, 46),
        rows: wFloors,
        glass: c.glassFill,
        style: winStyle,
        ww: 16,
        sill: c.trim,
        frame: c.trim,
        lit: c.lit,
      }),
    )
  }
  // centre block with a gable and perhaps a clock tower
  const x0 = cx - cw / 2
  const tower = rng.chance(0.55)
  if (tower) {
    const tw = rng.range(46, 64)
    const th = rng.range(60, 90)
    const ty = baseY - cH - roofC * 0.6
    parts.push(rect(cx - tw / 2, ty - th, tw, th, wallFill(c, c.wall)))
    parts.push(
      circle(cx, ty - th * 0.55, tw * 0.28, c.trim),
      circle(cx, ty - th * 0.55, tw * 0.22, '#f6f1e4'),
    )
    parts.push(
      line(cx, ty - th * 0.55, cx, ty - th * 0.55 - tw * 0.16, '#333', 2),
      line(cx, ty - th * 0.55, cx + tw * 0.12, ty - th * 0.55, '#333', 2),
    )
    parts.push(
      poly(
        [
          [cx - tw / 2 - 6, ty - th],
          [cx, ty - th - tw * 1.1],
          [cx + tw / 2 + 6, ty - th],
        ],
        c.roof,
      ),
    )
  }
  parts.push(roofHip(c, x0, baseY - cH, cw, roofC, c.roof))
  parts.push(rect(x0, baseY - cH, cw, cH, wallFill(c, c.wall)))
  parts.push(rect(x0 - 3, baseY - cH, cw + 6, 7, c.trim))
  const gw = cw * 0.45
  parts.push(
    poly(
      [
        [cx - gw / 2 - 6, baseY - cH + 2],
        [cx, baseY - cH - gw * 0.42],
        [cx + gw / 2 + 6, baseY - cH + 2],
      ],
      c.trim,
    ),
  )
  parts.push(
    poly(
      [
        [cx - gw / 2 + 4, baseY - cH],
        [cx, baseY - cH - gw * 0.34],
        [cx + gw / 2 - 4, baseY - cH],
      ],
      c.wall,
    ),
  )
  parts.push(circle(cx, baseY - cH - gw * 0.13, 8, c.glassFill))
  parts.push(
    windowGrid(c, x0 + 8, baseY - cH + 12, cw - 16, cFloors * fh, {
      spacing: rng.range(38, 48),
      rows: cFloors,
      glass: c.glassFill,
      style: winStyle,
      ww: 17,
      sill: c.trim,
      frame: c.trim,
      skip: (a, b) => b > cx - 30 && a < cx + 30 && true,
      lit: c.lit,
    }),
  )
  parts.push(
    windowGrid(c, cx - 14, baseY - cH + 12, 28, (cFloors - 1) * fh, {
      cols: 1,
      rows: cFloors - 1,
      glass: c.glassFill,
      style: 'arch',
      ww: 18,
      frame: c.trim,
    }),
  )
  parts.push(
    path(
      P`M${cx - 22} ${baseY - 8} L${cx - 22} ${baseY - fh * 0.85} A22 22 0 0 1 ${cx + 22} ${baseY - fh * 0.85} L${cx + 22} ${baseY - 8} Z`,
      darken(c.wall, 0.5),
    ),
  )
  parts.push(rect(cx - cw / 2 - ww, baseY - 10, cw + ww * 2, 10, darken(c.wall, 0.22)))
  parts.push(steps(c, cx, baseY, 70))
  return {
    svg: parts.join(''),
    left: cx - cw / 2 - ww,
    right: cx + cw / 2 + ww,
    top: baseY - cH - roofC,
  }
}

function tropicalBuilding(c) {
  const { rng, cx, baseY } = c
  const parts = []
  const floors = rng.int(2, 4)
  const fh = rng.range(40, 46)
  const W = rng.range(560, 760)
  const H = floors * fh + 12
  const x0 = cx - W / 2
  const top = baseY - H
  const hip = rng.chance(0.6)
  const shade = darken(c.wall, 0.3)
  if (hip) parts.push(roofHip(c, x0 - 10, top, W + 20, rng.range(34, 50), c.roof, 22))
  parts.push(rect(x0, top, W, H, wallFill(c, c.wall)))
  const louvres = rng.chance(0.5)
  for (let f = 0; f < floors; f++) {
    const fy = top + 8 + f * fh
    parts.push(rect(x0 + 6, fy + 6, W - 12, fh - 10, shade))
    parts.push(
      windowGrid(c, x0 + 10, fy + 8, W - 20, fh - 14, {
        spacing: rng.range(34, 44),
        rows: 1,
        glass: c.glassFill,
        style: 'rect',
        ww: 16,
        wh: fh - 20,
        lit: c.lit,
      }),
    )
    if (louvres) {
      for (let k = x0 + 10; k < x0 + W - 10; k += 9)
        parts.push(rect(k, fy + fh * 0.5, 3, fh * 0.45, lighten(c.wall, 0.1), { opacity: 0.9 }))
    } else {
      parts.push(rect(x0 + 6, fy + fh * 0.62, W - 12, 3, c.trim))
      for (let k = x0 + 10; k < x0 + W - 10; k += 12)
        parts.push(rect(k, fy + fh * 0.62, 2, fh * 0.3, c.trim))
    }
    parts.push(rect(x0 - 8, fy + fh - 4, W + 16, 6, c.trim))
  }
  if (!hip) {
    parts.push(rect(x0 - 16, top - 10, W + 32, 12, c.trim))
    parts.push(rect(x0 - 16, top + 2, W + 32, 3, darken(c.trim, 0.2)))
  }
  // entrance pavilion
  const pw = rng.range(130, 180)
  const ph = fh * 1.4
  parts.push(roofHip(c, cx - pw / 2, baseY - ph, pw, pw * 0.3, c.roof, 16))
  parts.push(rect(cx - pw / 2, baseY - ph, pw, ph, wallFill(c, lighten(c.wall, 0.05))))
  for (let i = 0; i < 4; i++)
    parts.push(
      rect(
        cx - pw / 2 + 8 + (i * (pw - 26)) / 3,
        baseY - ph + 4,
        10,
        ph - 4,
        columnFill(c, c.trim),
      ),
    )
  parts.push(rect(cx - pw / 2 + 20, baseY - ph + 10, pw - 40, ph - 10, darken(c.glass, 0.25)))
  parts.push(rect(cx - 1, baseY - ph + 10, 2, ph - 10, lighten(c.glass, 0.4)))
  for (let i = 0; i < 4; i++)
    parts.push(
      rect(
        cx - pw / 2 + 8 + (i * (pw - 26)) / 3,
        baseY - ph + 4,
        10,
        ph - 4,
        columnFill(c, c.trim),
      ),
    )
  parts.push(rect(x0 - 6, baseY - 8, W + 12, 8, darken(c.wall, 0.22)))
  return { svg: parts.join(''), left: x0 - 20, right: x0 + W + 20, top: top - 50 }
}

function orientalBuilding(c) {
  const { rng, cx, baseY } = c
  const parts = []
  const fh = rng.range(42, 50)
  const floors = rng.int(2, 3)
  const W = rng.range(580, 740)
  const H = floors * fh + 24
  const x0 = cx - W / 2
  const tile = c.domeColor
  const iw = rng.range(160, 210)
  const ih = H + rng.range(70, 110)
  // dome behind the portal
  const dw = rng.range(120, 170)
  parts.push(
    dome(
      c,
      cx + (rng.chance(0.5) ? 0 : rng.pick([-1, 1]) * W * 0.22),
      baseY - H + 6,
      dw,
      'ribbed',
      tile,
    ),
  )
  parts.push(rect(x0, baseY - H, W, H, wallFill(c, c.wall)))
  parts.push(rect(x0 - 3, baseY - H, W + 6, 12, tile))
  for (let k = x0 + 6; k < x0 + W - 6; k += 16)
    parts.push(
      poly(
        [
          [k, baseY - H + 6],
          [k + 6, baseY - H + 2],
          [k + 12, baseY - H + 6],
          [k + 6, baseY - H + 10],
        ],
        lighten(tile, 0.5),
      ),
    )
  parts.push(
    windowGrid(c, x0 + 10, baseY - H + 18, W - 20, floors * fh, {
      spacing: rng.range(40, 50),
      rows: floors,
      glass: darken(c.glass, 0.2),
      style: 'pointed',
      ww: 18,
      frame: lighten(c.wall, 0.15),
      skip: (a, b) => b > cx - iw / 2 - 4 && a < cx + iw / 2 + 4,
      lit: c.lit,
    }),
  )
  // iwan portal
  const px = cx - iw / 2
  const py = baseY - ih
  parts.push(rect(px, py, iw, ih, wallFill(c, lighten(c.wall, 0.04))))
  parts.push(rect(px + 8, py + 8, iw - 16, ih - 8, tile))
  parts.push(rect(px + 16, py + 16, iw - 32, ih - 16, lighten(c.wall, 0.04)))
  const aw = iw - 56
  const ax = cx - aw / 2
  const ay = py + 34
  parts.push(
    path(
      P`M${ax} ${baseY} L${ax} ${ay + aw * 0.55} Q${ax} ${ay} ${cx} ${ay - aw * 0.12} Q${ax + aw} ${ay} ${ax + aw} ${ay + aw * 0.55} L${ax + aw} ${baseY} Z`,
      darken(tile, 0.35),
    ),
  )
  parts.push(
    path(
      P`M${ax + 10} ${baseY} L${ax + 10} ${ay + aw * 0.6} Q${ax + 10} ${ay + 12} ${cx} ${ay} Q${ax + aw - 10} ${ay + 12} ${ax + aw - 10} ${ay + aw * 0.6} L${ax + aw - 10} ${baseY} Z`,
      darken(tile, 0.15),
    ),
  )
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 3; k++)
      parts.push(
        poly(
          [
            [cx - 24 + k * 24, ay + 40 + r * 26 - 8],
            [cx - 16 + k * 24, ay + 40 + r * 26],
            [cx - 24 + k * 24, ay + 40 + r * 26 + 8],
            [cx - 32 + k * 24, ay + 40 + r * 26],
          ],
          lighten(tile, 0.45),
        ),
      )
  parts.push(
    path(
      P`M${cx - 20} ${baseY} L${cx - 20} ${baseY - fh * 0.9} Q${cx} ${baseY - fh * 1.3} ${cx + 20} ${baseY - fh * 0.9} L${cx + 20} ${baseY} Z`,
      '#5a3a22',
    ),
  )
  // minarets
  const mSide = rng.chance(0.5)
  const mx = mSide ? [px - 22, px + iw + 4] : [x0 - 14, x0 + W - 4]
  const mh = ih + rng.range(30, 70)
  for (const x of mx) {
    parts.push(
      path(
        P`M${x} ${baseY} L${x + 2} ${baseY - mh} L${x + 16} ${baseY - mh} L${x + 18} ${baseY} Z`,
        wallFill(c, lighten(c.wall, 0.03)),
      ),
    )
    for (let b = 0; b < 3; b++) parts.push(rect(x + 1, baseY - mh * (0.35 + b * 0.2), 16, 6, tile))
    parts.push(rect(x - 4, baseY - mh - 8, 26, 10, c.trim))
    parts.push(
      path(
        P`M${x - 1} ${baseY - mh - 8} Q${x + 9} ${baseY - mh - 32} ${x + 19} ${baseY - mh - 8} Z`,
        tile,
      ),
    )
  }
  parts.push(rect(x0 - 6, baseY - 8, W + 12, 8, darken(c.wall, 0.22)))
  return {
    svg: parts.join(''),
    left: x0 - 14,
    right: x0 + W + 4,
    top: Math.min(baseY - mh - 32, c.highest),
  }
}

function nepaliBuilding(c) {
  const { rng, cx, baseY } = c
  const parts = []
  const floors = rng.int(2, 3)
  const fh = rng.range(42, 50)
  const W = rng.range(560, 720)
  const H = floors * fh + 16
  const x0 = cx - W / 2
  const wood = '#4a2e1e'
  const brick = c.wall
  parts.push(roofHip(c, x0 - 6, baseY - H, W + 12, 26, c.roof, 18))
  parts.push(rect(x0, baseY - H, W, H, wallFill(c, brick)))
  // brick courses
  for (let y = baseY - H + 10; y < baseY; y += 8)
    parts.push(rect(x0, y, W, 1, darken(brick, 0.12), { opacity: 0.6 }))
  for (let f = 0; f < floors; f++)
    parts.push(rect(x0 - 4, baseY - H + f * fh + 6, W + 8, 5, c.trim))
  parts.push(
    windowGrid(c, x0 + 10, baseY - H + 14, W - 20, floors * fh, {
      spacing: rng.range(44, 54),
      rows: floors,
      glass: darken(c.glass, 0.2),
      style: 'rect',
      ww: 20,
      wh: fh * 0.5,
      frame: wood,
      lit: c.lit,
      skip: (a, b) => b > cx - 80 && a < cx + 80,
    }),
  )
  // tiered pagoda pavilion
  const tiers = rng.int(2, 3)
  const pw = rng.range(140, 170)
  const ph = H + 20
  parts.push(rect(cx - pw / 2, baseY - ph, pw, ph, wallFill(c, lighten(brick, 0.04))))
  parts.push(
    windowGrid(c, cx - pw / 2 + 10, baseY - ph + 14, pw - 20, ph - fh - 10, {
      cols: 3,
      rows: floors,
      glass: darken(c.glass, 0.25),
      style: 'rect',
      ww: 22,
      frame: wood,
    }),
  )
  parts.push(rect(cx - 22, baseY - fh, 44, fh, wood))
  let y = baseY - ph
  let w = pw + 60
  for (let t = 0; t < tiers; t++) {
    const rh = 24 - t * 3
    parts.push(
      path(
        P`M${cx - w / 2} ${y + 4} Q${cx - w * 0.3} ${y} ${cx - w * 0.28} ${y - rh} L${cx + w * 0.28} ${y - rh} Q${cx + w * 0.3} ${y} ${cx + w / 2} ${y + 4} Z`,
        c.roof,
      ),
    )
    parts.push(rect(cx - w * 0.28, y - rh - 2, w * 0.56, 3, c.domeColor))
    y -= rh
    if (t < tiers - 1) {
      const bw = w * 0.4
      parts.push(rect(cx - bw / 2, y - 22, bw, 22, wallFill(c, lighten(brick, 0.04))))
      parts.push(rect(cx - bw / 2 + 6, y - 18, bw - 12, 12, wood))
      y -= 22
    }
    w *= 0.72
  }
  parts.push(path(P`M${cx - 8} ${y} L${cx} ${y - 30} L${cx + 8} ${y} Z`, '#d1a838'))
  parts.push(rect(x0 - 6, baseY - 8, W + 12, 8, darken(brick, 0.3)))
  return { svg: parts.join(''), left: x0, right: x0 + W, top: y - 30 }
}

const buildingStyles = {
  classical: classicalBuilding,
  dome: classicalBuilding,
  tower: classicalBuilding,
  modern: modernBuilding,
  twin: twinBuilding,
  stepped: steppedBuilding,
  wings: wingsBuilding,
  tropical: tropicalBuilding,
  oriental: orientalBuilding,
  nepali: nepaliBuilding,
}

/** `pos` is the university's place within its country, so neighbours get different styles. */
function universitySvg(seed, country, theme, pos = 0) {
  const rng = makeRng(seed)
  const defs = makeDefs()
  const out = []
  const W = UNI_W
  const H = UNI_H
  const sky = theme.skies[pos % theme.skies.length]
  const horizon = rng.range(388, 420)
  const baseY = horizon + rng.range(36, 56)
  const warm = sky === SKY_WARM
  const c = {
    rng,
    defs,
    country,
    cx: W / 2 + rng.range(-50, 50),
    baseY,
    wall: jitter(theme.walls[pos % theme.walls.length], rng, 6, 0.05, 0.03),
    trim: rng.pick(theme.trims),
    roof: jitter(theme.roofs[pos % theme.roofs.length], rng, 6, 0.05, 0.04),
    domeColor: jitter(theme.domes[pos % theme.domes.length], rng, 4, 0.04, 0.03),
    glass: jitter(theme.glass, rng, 10, 0.08, 0.05),
    lit: warm ? 0.25 : 0,
  }
  c.glassFill = defs.lin([
    [0, lighten(c.glass, 0.25)],
    [1, darken(c.glass, 0.2)],
  ])

  // sky, sun and clouds
  out.push(
    rect(
      0,
      0,
      W,
      horizon + 10,
      defs.lin([
        [0, jitter(sky[0], rng, 6, 0.05, 0.03)],
        [1, sky[1]],
      ]),
    ),
  )
  if (rng.chance(0.6)) {
    const sx = rng.range(60, W - 60)
    const sy = rng.range(50, 140)
    out.push(
      circle(sx, sy, 70, warm ? '#fbe3b8' : '#fff8e0', { opacity: 0.35 }),
      circle(sx, sy, 34, warm ? '#fbd99a' : '#fff6d6'),
    )
  }
  for (let i = rng.int(1, 4); i > 0; i--)
    out.push(cloud(rng, rng.range(40, W - 40), rng.range(40, 200), rng.range(0.6, 1.3)))

  // distance
  const haze = mix(sky[1], '#7f95a8', 0.35)
  const leaf = jitter(rng.pick(theme.leaf), rng, 6, 0.05, 0.03)
  if (theme.back === 'mountains') {
    out.push(
      mountains(
        rng,
        -20,
        W + 20,
        horizon + 4,
        horizon - rng.range(170, 230),
        mix(haze, '#9aaabb', 0.4),
        theme.snow,
        rng.int(4, 6),
      ),
    )
    out.push(
      mountains(
        rng,
        -20,
        W + 20,
        horizon + 4,
        horizon - rng.range(80, 120),
        mix(haze, '#6f8796', 0.45),
        null,
        rng.int(5, 8),
      ),
    )
  } else if (theme.back === 'city') {
    let x = -10
    while (x < W) {
      const bw = rng.range(40, 90)
      const bh = rng.range(40, 140)
      out.push(rect(x, horizon - bh, bw, bh + 10, mix(haze, '#c5d0da', rng.range(0, 0.5))))
      x += bw + rng.range(-10, 20)
    }
  } else if (theme.back === 'sea') {
    out.push(rect(0, horizon - 20, W, 30, mix(sky[0], '#2f7fa8', 0.4)))
    out.push(
      hills(rng, -20, W * 0.45, horizon - 30, 30, horizon + 10, mix(haze, '#6f9a7f', 0.5), 2),
    )
  } else if (theme.back === 'steppe') {
    out.push(hills(rng, -20, W + 20, horizon - 8, 12, horizon + 10, mix(haze, '#b9b27a', 0.5), 4))
  } else if (theme.back === 'forest') {
    for (let x = -10; x < W + 10; x += rng.range(14, 22))
      out.push(
        poly(
          [
            [x - 14, horizon + 8],
            [x, horizon - rng.range(30, 60)],
            [x + 14, horizon + 8],
          ],
          mix(haze, '#4f6f5a', 0.55),
        ),
      )
  } else if (theme.back === 'hills') {
    out.push(hills(rng, -20, W + 20, horizon - 60, 40, horizon + 10, mix(haze, '#8fa98a', 0.45), 3))
    out.push(hills(rng, -20, W + 20, horizon - 24, 24, horizon + 10, mix(haze, '#7a9a72', 0.6), 4))
  }
  // distant tree line behind the building
  for (let x = -20; x < W + 20; x += rng.range(18, 30))
    out.push(circle(x, horizon + rng.range(-4, 6), rng.range(14, 24), mix(leaf, haze, 0.35)))

  // ground
  const lawn = jitter(theme.lawn, rng, 6, 0.05, 0.03)
  out.push(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      defs.lin([
        [0, lighten(lawn, 0.08)],
        [1, darken(lawn, 0.12)],
      ]),
    ),
  )

  const style = theme.styles[pos % theme.styles.length]
  const drawn = buildingStyles[style](c, style)
  // scale the building up about the middle of its base, keeping its top in the picture
  const k = Math.min(
    rng.range(1.12, 1.28),
    (baseY - 16) / (baseY - drawn.top),
    900 / (drawn.right - drawn.left),
  )
  const building = {
    svg: group(drawn.svg, {
      transform: `translate(${n1(c.cx * (1 - k))} ${n1(baseY * (1 - k))}) scale(${k.toFixed(3)})`,
    }),
    left: c.cx + (drawn.left - c.cx) * k,
    right: c.cx + (drawn.right - c.cx) * k,
  }
  // trees partly behind the building's ends
  const treeKinds = theme.trees
  const drawTree = (kind, x, y, s, lean) =>
    kind === 'palm'
      ? palm(x, y, s, leaf, lean)
      : kind === 'conifer'
        ? conifer(x, y, s, darken(leaf, 0.1))
        : roundTree(x, y, s, leaf)
  for (const x of [building.left - rng.range(0, 30), building.right + rng.range(0, 30)]) {
    if (rng.chance(0.7))
      out.push(drawTree(rng.pick(treeKinds), x, baseY - 2, rng.range(1.1, 1.5), x < W / 2 ? -1 : 1))
  }
  out.push(building.svg)

  // hedge, path, lamps
  const hedge = darken(leaf, 0.1)
  out.push(
    rect(
      Math.max(0, building.left - 30),
      baseY - 4,
      Math.min(W, building.right + 30) - Math.max(0, building.left - 30),
      14,
      hedge,
      { rx: 7 },
    ),
  )
  const pathColor = jitter('#d9cfbd', rng, 6, 0.05, 0.03)
  const bottomW = rng.range(150, 230)
  const curve = rng.range(-120, 120)
  out.push(
    path(
      P`M${c.cx - 36} ${baseY + 2} L${c.cx + 36} ${baseY + 2} Q${c.cx + 40 + curve * 0.3} ${(baseY + H) / 2} ${c.cx + bottomW + curve} ${H} L${c.cx - bottomW + curve} ${H} Q${c.cx - 40 + curve * 0.3} ${(baseY + H) / 2} ${c.cx - 36} ${baseY + 2} Z`,
      pathColor,
    ),
  )
  out.push(rect(c.cx - 60, baseY + 2, 120, 10, lighten(pathColor, 0.1)))
  const lampPost = (x, y, s) =>
    rect(x - 1.5 * s, y - 50 * s, 3 * s, 50 * s, '#3d4650') +
    circle(x, y - 52 * s, 5 * s, '#f5ecd0') +
    rect(x - 4 * s, y - 2 * s, 8 * s, 3 * s, '#3d4650')
  for (const t of [0.3, 0.75]) {
    const y = baseY + (H - baseY) * t
    const halfW = 40 + (bottomW - 40) * t
    const off = curve * t * t
    out.push(
      lampPost(c.cx - halfW - 20 + off, y, 0.8 + t * 0.8),
      lampPost(c.cx + halfW + 20 + off, y, 0.8 + t * 0.8),
    )
  }

  // foreground trees and bushes, avoiding the path
  const spots = []
  for (let i = rng.int(3, 5); i > 0; i--) {
    const y = rng.range(baseY + 30, H + 20)
    const t = (y - baseY) / (H - baseY)
    const halfW = 40 + (bottomW - 40) * t + 60
    const off = curve * t * t
    const left = rng.chance(0.5)
    const x = left ? rng.range(10, c.cx - halfW + off) : rng.range(c.cx + halfW + off, W - 10)
    if (Math.abs(x - (c.cx + off)) < halfW) continue
    spots.push([x, y, 0.9 + t * 0.9])
  }
  spots.sort((a, b) => a[1] - b[1])
  for (const [x, y, s] of spots) {
    out.push(ellipse(x, y, 30 * s, 6 * s, '#000000', { opacity: 0.12 }))
    out.push(drawTree(rng.pick(treeKinds), x, y, s, x < c.cx ? -1 : 1))
  }
  for (let i = rng.int(2, 4); i > 0; i--) {
    const x = rng.chance(0.5)
      ? rng.range(0, c.cx - bottomW - 40)
      : rng.range(c.cx + bottomW + 40 + Math.max(0, curve), W)
    const y = rng.range(baseY + 20, H)
    out.push(
      ellipse(x, y, 26, 14, darken(leaf, 0.05)),
      ellipse(x - 8, y - 6, 14, 9, lighten(leaf, 0.1)),
    )
  }
  return svgDoc(W, H, defs, out)
}

// ---------------------------------------------------------------------------------------------
// Countries: a calm landscape or skyline per destination, dark in the lower part for white text

const CW = 1600
const CH = 900

const skyRect = (defs, stops, h = CH) => rect(0, 0, CW, h, defs.lin(stops))
const glow = (defs, x, y, r, color, opacity = 0.6) =>
  circle(
    x,
    y,
    r,
    defs.rad([
      [0, color, opacity],
      [1, color, 0],
    ]),
  )

function onion(cx, by, w, h, fill) {
  return path(
    P`M${cx - w / 2} ${by} C${cx - w * 0.8} ${by - h * 0.45} ${cx - w * 0.08} ${by - h * 0.72} ${cx} ${by - h} C${cx + w * 0.08} ${by - h * 0.72} ${cx + w * 0.8} ${by - h * 0.45} ${cx + w / 2} ${by} Z`,
    fill,
  )
}

function roundDome(cx, by, w, h, fill) {
  return path(
    P`M${cx - w / 2} ${by} C${cx - w / 2} ${by - h * 0.75} ${cx - w * 0.28} ${by - h} ${cx} ${by - h} C${cx + w * 0.28} ${by - h} ${cx + w / 2} ${by - h * 0.75} ${cx + w / 2} ${by} Z`,
    fill,
  )
}

/** A drum with an onion dome and a thin finial; returns the svg. */
function onionTower(defs, cx, by, w, drumH, domeColor, wall) {
  const fill = defs.lin(
    [
      [0, lighten(domeColor, 0.3)],
      [0.5, domeColor],
      [1, darken(domeColor, 0.3)],
    ],
    [0, 0, 1, 0],
  )
  return (
    rect(cx - w * 0.38, by - drumH, w * 0.76, drumH, wall) +
    rect(cx - w * 0.42, by - drumH - 6, w * 0.84, 6, lighten(wall, 0.3)) +
    windowGridPlain(
      cx - w * 0.3,
      by - drumH + 8,
      w * 0.6,
      drumH - 14,
      Math.max(2, Math.round(w / 22)),
      darken(wall, 0.45),
    ) +
    onion(cx, by - drumH - 6, w, w * 1.15, fill) +
    line(cx, by - drumH - 6 - w * 1.15, cx, by - drumH - 6 - w * 1.15 - 22, '#c9a23a', 3) +
    circle(cx, by - drumH - 6 - w * 1.15 - 22, 4, '#e0bb55')
  )
}

/** Narrow arched windows in one row. */
function windowGridPlain(x, y, w, h, cols, fill) {
  const cw = w / cols
  const ww = cw * 0.45
  let s = ''
  for (let k = 0; k < cols; k++) {
    const wx = x + cw * k + (cw - ww) / 2
    s += path(
      P`M${wx} ${y + h} L${wx} ${y + ww / 2} A${ww / 2} ${ww / 2} 0 0 1 ${wx + ww} ${y + ww / 2} L${wx + ww} ${y + h} Z`,
      fill,
    )
  }
  return s
}

function water(defs, y, h, top, bottom) {
  return rect(
    0,
    y,
    CW,
    h,
    defs.lin([
      [0, top],
      [1, bottom],
    ]),
  )
}

function ripples(rng, y0, y1, color, count = 40, opacity = 0.35) {
  let s = ''
  for (let i = 0; i < count; i++) {
    const y = rng.range(y0, y1)
    const w = rng.range(30, 140) * (0.5 + (y - y0) / (y1 - y0))
    s += rect(rng.range(0, CW), y, w, 2.5, color, { opacity })
  }
  return s
}

function birdFlock(rng, x, y, n, color = '#3a4658') {
  let s = ''
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-80, 80)
    const by = y + rng.range(-40, 40)
    const w = rng.range(8, 14)
    s += path(
      P`M${bx - w} ${by} Q${bx - w / 2} ${by - w * 0.5} ${bx} ${by} Q${bx + w / 2} ${by - w * 0.5} ${bx + w} ${by}`,
      'none',
      { stroke: color, 'stroke-width': 2.2, 'stroke-linecap': 'round' },
    )
  }
  return s
}

function yurt(x, y, s, felt = '#efe6d4', band = '#a2473a') {
  return (
    rect(x - 50 * s, y - 46 * s, 100 * s, 46 * s, felt) +
    path(
      P`M${x - 56 * s} ${y - 44 * s} Q${x} ${y - 100 * s} ${x + 56 * s} ${y - 44 * s} Z`,
      lighten(felt, 0.2),
    ) +
    rect(x - 50 * s, y - 32 * s, 100 * s, 6 * s, band) +
    rect(x - 12 * s, y - 30 * s, 24 * s, 30 * s, '#7a3a2a') +
    rect(x - 50 * s, y - 46 * s, 100 * s, 46 * s, '#000000', { opacity: 0.06 })
  )
}

function horse(x, y, s, color = '#5a3a28', dir = 1) {
  const f = (dx) => x + dx * s * dir
  return (
    ellipse(x, y - 40 * s, 30 * s, 13 * s, color) +
    poly(
      [
        [f(22), y - 46 * s],
        [f(38), y - 72 * s],
        [f(48), y - 70 * s],
        [f(34), y - 38 * s],
      ],
      color,
    ) +
    ellipse(f(46), y - 70 * s, 9 * s, 5 * s, color) +
    rect(f(-24) - 2.5 * s, y - 36 * s, 5 * s, 36 * s, color) +
    rect(f(-12) - 2.5 * s, y - 34 * s, 5 * s, 34 * s, color) +
    rect(f(12) - 2.5 * s, y - 34 * s, 5 * s, 34 * s, color) +
    rect(f(22) - 2.5 * s, y - 36 * s, 5 * s, 36 * s, color) +
    path(P`M${f(-28)} ${y - 44 * s} Q${f(-40)} ${y - 30 * s} ${f(-36)} ${y - 14 * s}`, 'none', {
      stroke: color,
      'stroke-width': 5 * s,
      'stroke-linecap': 'round',
    })
  )
}

function houseRow(rng, x0, x1, base, palette, roof, minH = 40, maxH = 80) {
  let s = ''
  let x = x0
  while (x < x1) {
    const w = rng.range(50, 90)
    const h = rng.range(minH, maxH)
    const wall = rng.pick(palette)
    s += rect(x, base - h, w, h + 4, wall)
    s += poly(
      [
        [x - 6, base - h],
        [x + w / 2, base - h - w * 0.35],
        [x + w + 6, base - h],
      ],
      roof,
    )
    const rows = Math.max(1, Math.floor(h / 28))
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < Math.floor(w / 26); k++)
        s += rect(x + 10 + k * 26, base - h + 10 + r * 28, 10, 14, darken(wall, 0.4))
    }
    x += w + rng.range(2, 12)
  }
  return s
}

/** The country scenes; each keeps its horizon near 450 px so the lower part can go dark. */
const countryScenes = {
  russia(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#56699a'],
        [0.35, '#a59cbc'],
        [0.52, '#e0b9a6'],
      ]),
    ]
    out.push(glow(defs, 1200, 430, 300, '#ffd9b8', 0.7))
    out.push(cloud(rng, 300, 110, 2.2, '#efdde4', 0.45), cloud(rng, 1020, 70, 1.6, '#efdde4', 0.4))
    // distant city and a stepped high-rise
    let x = 1100
    while (x < CW) {
      const w = rng.range(50, 90)
      const h = rng.range(40, 120)
      out.push(rect(x, 470 - h, w, h, '#8a88a4'))
      x += w + rng.range(-10, 10)
    }
    const hx = 1400
    out.push(
      rect(hx - 80, 300, 160, 170, '#7f7d9a'),
      rect(hx - 50, 220, 100, 80, '#7f7d9a'),
      rect(hx - 30, 160, 60, 60, '#7f7d9a'),
      poly(
        [
          [hx - 12, 160],
          [hx, 80],
          [hx + 12, 160],
        ],
        '#7f7d9a',
      ),
    )
    for (let r = 0; r < 6; r++)
      for (let k = 0; k < 5; k++) out.push(rect(hx - 66 + k * 28, 312 + r * 26, 10, 14, '#9a98b2'))
    // a red-brick fortress wall with tent-roof towers
    const brick = '#8f4034'
    out.push(rect(0, 400, 1120, 80, brick))
    for (let k = 0; k < 1120; k += 26)
      out.push(path(P`M${k} 400 L${k} 382 L${k + 6} 388 L${k + 12} 382 L${k + 12} 400 Z`, brick))
    for (const [tx, tw, th] of [
      [120, 56, 120],
      [420, 50, 100],
      [1060, 64, 130],
    ]) {
      out.push(rect(tx - tw / 2, 400 - th, tw, th + 80, darken(brick, 0.06)))
      out.push(rect(tx - tw / 2 - 6, 392 - th, tw + 12, 10, lighten(brick, 0.15)))
      out.push(
        poly(
          [
            [tx - tw / 2, 392 - th],
            [tx, 392 - th - tw * 1.5],
            [tx + tw / 2, 392 - th],
          ],
          '#3f6b55',
        ),
      )
      out.push(circle(tx, 386 - th - tw * 1.5, 6, '#d4aa44'))
    }
    const sx = 640
    out.push(
      rect(sx - 50, 230, 100, 250, darken(brick, 0.04)),
      rect(sx - 38, 165, 76, 65, lighten(brick, 0.08)),
      rect(sx - 26, 125, 52, 40, darken(brick, 0.04)),
    )
    out.push(
      circle(sx, 280, 28, '#f1e6cf'),
      circle(sx, 280, 22, '#2f3b52'),
      line(sx, 280, sx, 264, '#e7cf8a', 3),
      line(sx, 280, sx + 11, 280, '#e7cf8a', 3),
    )
    out.push(
      poly(
        [
          [sx - 28, 125],
          [sx, 30],
          [sx + 28, 125],
        ],
        '#3f6b55',
      ),
      circle(sx, 26, 7, '#d4aa44'),
    )
    // a cathedral of onion domes
    const cx = 860
    out.push(rect(cx - 120, 320, 240, 160, '#a24c3a'), rect(cx - 120, 320, 240, 12, '#e8d8be'))
    out.push(
      rect(cx - 22, 170, 44, 160, '#b85f48'),
      poly(
        [
          [cx - 28, 174],
          [cx, 60],
          [cx + 28, 174],
        ],
        '#d6a04a',
      ),
      circle(cx, 55, 7, '#e0bb55'),
    )
    out.push(onionTower(defs, cx - 92, 332, 50, 60, '#3f8a6b', '#c07458'))
    out.push(onionTower(defs, cx + 92, 332, 50, 60, '#3f6fa6', '#c07458'))
    out.push(onionTower(defs, cx - 48, 332, 44, 100, '#c9a13a', '#c98466'))
    out.push(onionTower(defs, cx + 48, 332, 44, 100, '#b8483a', '#c98466'))
    for (let k = 0; k < 6; k++)
      out.push(
        path(
          P`M${cx - 104 + k * 38} 480 L${cx - 104 + k * 38} 400 A12 12 0 0 1 ${cx - 80 + k * 38} 400 L${cx - 80 + k * 38} 480 Z`,
          '#6a2c24',
        ),
      )
    // embankment and river
    out.push(rect(0, 476, CW, 26, '#5f5a66'))
    out.push(water(defs, 500, 400, '#4a5072', '#141a2e'))
    out.push(ripples(rng, 510, 890, '#e8c0aa', 50, 0.2))
    out.push(birdFlock(rng, 420, 170, 5, '#4a4a62'))
    return out
  },

  georgia(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#6f9cc8'],
        [0.35, '#c9dbe6'],
        [0.5, '#efe2cc'],
      ]),
    ]
    out.push(cloud(rng, 260, 100, 2, '#ffffff', 0.6), cloud(rng, 1260, 70, 1.6, '#ffffff', 0.5))
    out.push(mountains(rng, -40, CW + 40, 430, 60, '#8d9fb4', '#f4f6f8', 6))
    out.push(mountains(rng, -40, CW + 40, 460, 220, '#61788c', null, 8))
    out.push(hills(rng, -40, CW + 40, 410, 50, 900, '#4f6f46', 3))
    // hilltop cross-dome church and bell tower
    const gx = 1150
    const gy = 400
    out.push(
      rect(gx - 100, gy - 60, 200, 70, '#c2ae8e'),
      poly(
        [
          [gx - 110, gy - 60],
          [gx, gy - 96],
          [gx + 110, gy - 60],
        ],
        '#7d6e5e',
      ),
    )
    out.push(rect(gx - 38, gy - 120, 76, 60, '#cfbd9e'), rect(gx - 32, gy - 180, 64, 60, '#c8b696'))
    out.push(
      poly(
        [
          [gx - 38, gy - 180],
          [gx, gy - 260],
          [gx + 38, gy - 180],
        ],
        '#6f6254',
      ),
    )
    for (let k = 0; k < 3; k++) out.push(rect(gx - 22 + k * 18, gy - 170, 7, 22, '#5a4c40'))
    out.push(
      rect(gx + 140, gy - 110, 38, 120, '#c8b696'),
      poly(
        [
          [gx + 136, gy - 110],
          [gx + 159, gy - 156],
          [gx + 182, gy - 110],
        ],
        '#6f6254',
      ),
    )
    out.push(hills(rng, -40, CW + 40, 520, 36, 900, '#3f5c3c', 4))
    // old town houses with carved wooden balconies
    let x = 30
    while (x < CW) {
      const w = rng.range(70, 120)
      const h = rng.range(70, 130)
      const wall = rng.pick(['#a08a70', '#8e7660', '#a8927a', '#7f6a56', '#9a7c66'])
      const base = 650 + rng.range(-20, 20)
      out.push(
        rect(x, base - h, w, h + 200, wall),
        poly(
          [
            [x - 6, base - h],
            [x + w / 2, base - h - 26],
            [x + w + 6, base - h],
          ],
          '#7a3a2a',
        ),
      )
      out.push(rect(x + 6, base - h * 0.55, w - 12, 8, '#3f2a1e'))
      for (let k = x + 10; k < x + w - 10; k += 10)
        out.push(rect(k, base - h * 0.55 + 8, 3, 22, '#3f2a1e'))
      for (let k = 0; k < Math.floor(w / 30); k++)
        out.push(rect(x + 12 + k * 30, base - h + 16, 12, 20, '#2a3440'))
      x += w + rng.range(6, 30)
    }
    out.push(water(defs, 760, 140, '#2f4a58', '#14222a'))
    out.push(ripples(rng, 765, 895, '#cfe0e8', 20, 0.2))
    return out
  },

  philippines(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#4f78ad'],
        [0.3, '#c99aa0'],
        [0.48, '#f0c095'],
      ]),
    ]
    out.push(glow(defs, 1040, 420, 300, '#ffe1a8', 0.8), circle(1040, 425, 46, '#ffe6b4'))
    out.push(cloud(rng, 420, 150, 2.4, '#fbe1d0', 0.5), cloud(rng, 1300, 110, 1.8, '#fbe1d0', 0.45))
    for (const [ix, iw, ih] of [
      [260, 320, 170],
      [600, 200, 110],
      [1390, 280, 150],
    ]) {
      out.push(
        path(
          P`M${ix - iw / 2} 442 C${ix - iw * 0.45} ${442 - ih} ${ix - iw * 0.1} ${442 - ih * 1.1} ${ix} ${442 - ih} C${ix + iw * 0.2} ${442 - ih * 0.9} ${ix + iw * 0.45} ${442 - ih * 0.8} ${ix + iw / 2} 442 Z`,
          '#4a5f68',
        ),
      )
    }
    out.push(water(defs, 438, 462, '#b98a8a', '#142436'))
    out.push(
      ellipse(
        1040,
        520,
        90,
        90,
        defs.rad([
          [0, '#ffe6b4', 0.4],
          [1, '#ffe6b4', 0],
        ]),
      ),
    )
    out.push(ripples(rng, 450, 760, '#ffe0c0', 60, 0.3))
    // outrigger boat
    const bx = 700
    const by = 530
    out.push(
      path(P`M${bx - 90} ${by} Q${bx} ${by + 26} ${bx + 90} ${by} Z`, '#2e282c'),
      rect(bx - 140, by + 4, 280, 4, '#2e282c'),
      rect(bx - 4, by - 90, 4, 90, '#2e282c'),
      poly(
        [
          [bx, by - 86],
          [bx + 60, by - 14],
          [bx, by - 14],
        ],
        '#9a8a86',
      ),
    )
    // beach and palms in silhouette
    out.push(path(P`M0 700 Q400 640 820 720 L820 900 L0 900 Z`, '#4a3c34'))
    out.push(
      palm(140, 800, 2.6, '#1f3a34', 1, '#2e2622'),
      palm(360, 780, 2.1, '#1f3a34', -1, '#2e2622'),
      palm(1480, 820, 2.8, '#1f3a34', -1, '#2e2622'),
    )
    return out
  },

  belarus(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#7f9fc2'],
        [0.35, '#d5dfe6'],
        [0.5, '#ece4d0'],
      ]),
    ]
    out.push(cloud(rng, 300, 110, 2.4, '#ffffff', 0.6), cloud(rng, 1100, 80, 2, '#ffffff', 0.55))
    // a red-brick castle with spired towers
    const cx = 470
    out.push(rect(cx - 170, 300, 340, 160, '#a45a44'))
    for (const [tx, th] of [
      [cx - 170, 200],
      [cx + 170, 190],
      [cx, 240],
    ]) {
      out.push(rect(tx - 40, 450 - th, 80, th, '#9a5440'))
      for (let k = 0; k < 4; k++) out.push(rect(tx - 40, 460 - th + k * 44, 80, 6, '#d8c8b0'))
      out.push(
        poly(
          [
            [tx - 48, 450 - th],
            [tx, 450 - th - 110],
            [tx + 48, 450 - th],
          ],
          '#44505e',
        ),
      )
      out.push(circle(tx, 450 - th - 116, 6, '#d4aa44'))
    }
    for (let k = 0; k < 5; k++) out.push(rect(cx - 130 + k * 60, 330, 16, 30, '#4a302a'))
    // a faceted glass library
    const lx = 1250
    const ly = 290
    const r = 120
    out.push(rect(lx - 200, ly + 90, 400, 80, '#8e9aa4'))
    out.push(
      poly(
        [
          [lx, ly - r],
          [lx + r * 0.7, ly - r * 0.7],
          [lx + r, ly],
          [lx + r * 0.7, ly + r * 0.7],
          [lx, ly + r],
          [lx - r * 0.7, ly + r * 0.7],
          [lx - r, ly],
          [lx - r * 0.7, ly - r * 0.7],
        ],
        '#6f9cc0',
      ),
    )
    out.push(
      poly(
        [
          [lx, ly - r],
          [lx + r * 0.7, ly - r * 0.7],
          [lx + r, ly],
          [lx, ly],
        ],
        '#9cc0dc',
      ),
      poly(
        [
          [lx - r, ly],
          [lx - r * 0.7, ly + r * 0.7],
          [lx, ly + r],
          [lx, ly],
        ],
        '#4f7fa6',
      ),
    )
    out.push(
      poly(
        [
          [lx - r * 0.35, ly - r * 0.35],
          [lx + r * 0.35, ly - r * 0.35],
          [lx + r * 0.35, ly + r * 0.35],
          [lx - r * 0.35, ly + r * 0.35],
        ],
        '#86b0d2',
      ),
    )
    // forest and lake
    for (let x = -20; x < CW + 20; x += rng.range(16, 26)) {
      const h = rng.range(50, 100)
      out.push(
        poly(
          [
            [x - 22, 475],
            [x, 475 - h],
            [x + 22, 475],
          ],
          rng.pick(['#2f4a3a', '#365240', '#2a4234']),
        ),
      )
    }
    out.push(rect(0, 465, CW, 20, '#2f4a3a'))
    out.push(water(defs, 480, 420, '#5f7a8c', '#16222c'))
    out.push(ripples(rng, 490, 890, '#e8eef0', 40, 0.25))
    out.push(path(P`M0 720 Q300 680 640 750 L640 900 L0 900 Z`, '#2a382a'))
    return out
  },

  moldova(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#7f9fc0'],
        [0.35, '#e6d2b6'],
        [0.48, '#f2d8a8'],
      ]),
    ]
    out.push(glow(defs, 380, 380, 260, '#ffe6b0', 0.7))
    out.push(cloud(rng, 900, 110, 2.2, '#ffffff', 0.55), cloud(rng, 1400, 170, 1.6, '#ffffff', 0.5))
    out.push(hills(rng, -40, CW + 40, 400, 50, 900, '#8c9a70', 3))
    // a white monastery with green domes
    const mx = 1150
    const my = 400
    out.push(
      rect(mx - 120, my - 80, 240, 90, '#ece6d8'),
      poly(
        [
          [mx - 130, my - 80],
          [mx, my - 120],
          [mx + 130, my - 80],
        ],
        '#4f7f66',
      ),
    )
    out.push(
      rect(mx - 30, my - 170, 60, 90, '#ece6d8'),
      onion(mx, my - 170, 60, 70, '#4f8a6b'),
      line(mx, my - 240, mx, my - 266, '#c9a23a', 3),
    )
    out.push(
      rect(mx - 110, my - 130, 40, 50, '#ece6d8'),
      onion(mx - 90, my - 130, 40, 46, '#4f8a6b'),
    )
    out.push(
      rect(mx + 70, my - 130, 40, 50, '#ece6d8'),
      onion(mx + 90, my - 130, 40, 46, '#4f8a6b'),
    )
    for (let k = 0; k < 5; k++) out.push(rect(mx - 90 + k * 42, my - 60, 12, 26, '#8a7a6a'))
    out.push(hills(rng, -40, CW + 40, 470, 40, 900, '#5f7444', 3))
    // vineyard rows
    for (let i = 0; i < 18; i++) {
      const y = 500 + i * 22
      out.push(
        path(P`M-20 ${y + 30} Q${CW / 2} ${y - 40 + i * 2} ${CW + 20} ${y + 20}`, 'none', {
          stroke: '#34481f',
          'stroke-width': 7 + i * 0.6,
          opacity: 0.8,
        }),
      )
    }
    out.push(roundTree(1480, 560, 2.2, '#3f5a32'), roundTree(120, 540, 1.8, '#3f5a32'))
    out.push(birdFlock(rng, 700, 200, 4))
    return out
  },

  bulgaria(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#7696bc'],
        [0.35, '#d8dbe0'],
        [0.5, '#eedcc2'],
      ]),
    ]
    out.push(cloud(rng, 380, 100, 2.2, '#ffffff', 0.55))
    out.push(mountains(rng, -40, CW + 40, 420, 90, '#8595ac', '#f2f4f6', 5))
    out.push(mountains(rng, -40, CW + 40, 450, 250, '#5f7284', null, 7))
    // a cathedral with gold and green domes
    const cx = 1000
    const base = 450
    out.push(
      rect(cx - 230, base - 130, 460, 130, '#e2d8c6'),
      rect(cx - 160, base - 200, 320, 70, '#ebe3d4'),
    )
    out.push(
      roundDome(cx - 180, base - 130, 70, 44, '#5f8f7a'),
      roundDome(cx + 180, base - 130, 70, 44, '#5f8f7a'),
    )
    out.push(
      roundDome(cx - 100, base - 200, 80, 52, '#5f8f7a'),
      roundDome(cx + 100, base - 200, 80, 52, '#5f8f7a'),
    )
    out.push(rect(cx - 60, base - 290, 120, 92, '#efe7d8'))
    const gold = defs.lin(
      [
        [0, '#f2d27a'],
        [0.5, '#d1a838'],
        [1, '#9a7420'],
      ],
      [0, 0, 1, 0],
    )
    out.push(
      roundDome(cx, base - 290, 134, 100, gold),
      line(cx, base - 390, cx, base - 430, '#d1a838', 4),
    )
    out.push(
      rect(cx - 330, base - 260, 60, 260, '#e8e0d0'),
      roundDome(cx - 300, base - 260, 64, 50, gold),
      line(cx - 300, base - 310, cx - 300, base - 336, '#d1a838', 3),
    )
    for (let k = 0; k < 5; k++) out.push(rect(cx - 40 + k * 20, base - 270, 8, 40, '#7a6a58'))
    for (let k = 0; k < 8; k++)
      out.push(
        path(
          P`M${cx - 200 + k * 54} ${base} L${cx - 200 + k * 54} ${base - 70} A12 12 0 0 1 ${cx - 176 + k * 54} ${base - 70} L${cx - 176 + k * 54} ${base} Z`,
          '#6a5a4a',
        ),
      )
    // a red-roofed town below
    out.push(rect(0, 446, CW, 454, '#3f4a40'))
    out.push(
      houseRow(
        rng,
        -20,
        CW + 20,
        560,
        ['#b8a68a', '#a8967a', '#c2ae90', '#9c8a70'],
        '#7a3428',
        50,
        90,
      ),
    )
    out.push(
      houseRow(rng, -40, CW + 20, 680, ['#a8967a', '#9a886c', '#b29e80'], '#6a2c22', 60, 110),
    )
    out.push(rect(0, 680, CW, 220, '#232a22'))
    return out
  },

  bosnia(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#7fa4c4'],
        [0.35, '#d9e2de'],
        [0.5, '#ebe2cc'],
      ]),
    ]
    out.push(cloud(rng, 1200, 100, 2.4, '#ffffff', 0.6), cloud(rng, 400, 70, 1.6, '#ffffff', 0.5))
    out.push(hills(rng, -40, CW + 40, 230, 70, 900, '#7a9478', 3))
    out.push(hills(rng, -40, CW + 40, 330, 50, 900, '#58765a', 4))
    // stone houses on both banks and a minaret
    out.push(houseRow(rng, -20, 560, 420, ['#d8cfbe', '#cbbfa9', '#e2dacb'], '#8a4030', 60, 110))
    out.push(
      houseRow(rng, 1060, CW + 20, 420, ['#d8cfbe', '#cbbfa9', '#e2dacb'], '#8a4030', 60, 110),
    )
    out.push(
      rect(1240, 130, 30, 290, '#ece6da'),
      rect(1234, 200, 42, 12, '#d2c8b8'),
      poly(
        [
          [1238, 130],
          [1255, 60],
          [1272, 130],
        ],
        '#5f6f76',
      ),
    )
    // gorge walls
    out.push(
      poly(
        [
          [0, 420],
          [560, 420],
          [640, 540],
          [0, 600],
        ],
        '#6f6a60',
      ),
      poly(
        [
          [CW, 420],
          [1060, 420],
          [980, 540],
          [CW, 600],
        ],
        '#666258',
      ),
    )
    // the high stone arch bridge with a tower at each end
    const bx = 810
    const span = 340
    const top = 330
    out.push(
      path(
        P`M${bx - span / 2 - 60} ${top} L${bx + span / 2 + 60} ${top} L${bx + span / 2 + 60} ${top + 30} L${bx + span / 2} ${top + 30} L${bx + span / 2} 540 Q${bx + span / 2 - 10} ${top + 70} ${bx} ${top + 60} Q${bx - span / 2 + 10} ${top + 70} ${bx - span / 2} 540 L${bx - span / 2} ${top + 30} L${bx - span / 2 - 60} ${top + 30} Z`,
        '#d2c7b4',
      ),
    )
    out.push(
      path(
        P`M${bx - span / 2 - 60} ${top} Q${bx} ${top - 50} ${bx + span / 2 + 60} ${top} Z`,
        '#d2c7b4',
      ),
    )
    out.push(
      rect(bx - span / 2 - 100, top - 120, 60, 250, '#c6baa6'),
      rect(bx + span / 2 + 40, top - 100, 56, 230, '#c6baa6'),
    )
    out.push(
      poly(
        [
          [bx - span / 2 - 106, top - 120],
          [bx - span / 2 - 70, top - 150],
          [bx - span / 2 - 34, top - 120],
        ],
        '#8a4030',
      ),
      poly(
        [
          [bx + span / 2 + 34, top - 100],
          [bx + span / 2 + 68, top - 130],
          [bx + span / 2 + 102, top - 100],
        ],
        '#8a4030',
      ),
    )
    out.push(water(defs, 530, 370, '#2f6a64', '#0f2424'))
    out.push(ripples(rng, 540, 890, '#d6efe8', 40, 0.2))
    out.push(roundTree(100, 660, 2.4, '#2f5a3a'), roundTree(1500, 680, 2.6, '#2f5a3a'))
    return out
  },

  uzbekistan(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#4f8cc4'],
        [0.4, '#cfe0ea'],
        [0.55, '#efdcb8'],
      ]),
    ]
    out.push(cloud(rng, 300, 90, 2, '#ffffff', 0.5))
    const sand = '#d2b27e'
    const tile = '#1f8ea5'
    const domeFill = defs.lin(
      [
        [0, '#6fd0dc'],
        [0.5, '#1f9ab0'],
        [1, '#12607a'],
      ],
      [0, 0, 1, 0],
    )
    const ribbedDome = (dx, dy, w, h) =>
      roundDome(dx, dy, w, h, domeFill) +
      [-0.3, -0.1, 0.1, 0.3]
        .map((t) =>
          path(
            P`M${dx + t * w * 1.4} ${dy} Q${dx + t * w * 1.1} ${dy - h * 0.7} ${dx} ${dy - h}`,
            'none',
            { stroke: '#12607a', 'stroke-width': 2.5 },
          ),
        )
        .join('')
    const madrasa = (cx, w, h, base, domeSide) => {
      const s = []
      const iw = w * 0.42
      s.push(rect(cx - w / 2, base - h * 0.62, w, h * 0.62, sand))
      s.push(rect(cx - w / 2, base - h * 0.62, w, 14, tile))
      for (let k = 0; k < 2; k++) {
        for (const side of [-1, 1]) {
          const ax = cx + side * (iw / 2 + 20 + k * 44) - (side < 0 ? 26 : 0)
          s.push(
            path(
              P`M${ax} ${base - 20} L${ax} ${base - h * 0.38} Q${ax + 13} ${base - h * 0.48} ${ax + 26} ${base - h * 0.38} L${ax + 26} ${base - 20} Z`,
              '#2a5a7a',
            ),
          )
        }
      }
      if (domeSide) {
        const dx = cx + domeSide * w * 0.3
        const dy = base - h * 0.62
        s.push(rect(dx - 50, dy - 40, 100, 40, sand), ribbedDome(dx, dy - 40, 120, 110))
      }
      s.push(rect(cx - iw / 2, base - h, iw, h, lighten(sand, 0.05)))
      s.push(rect(cx - iw / 2 + 8, base - h + 8, iw - 16, h - 8, tile))
      s.push(rect(cx - iw / 2 + 18, base - h + 18, iw - 36, h - 18, lighten(sand, 0.1)))
      const aw = iw - 60
      s.push(
        path(
          P`M${cx - aw / 2} ${base} L${cx - aw / 2} ${base - h + aw * 0.9} Q${cx - aw / 2} ${base - h + 40} ${cx} ${base - h + 30} Q${cx + aw / 2} ${base - h + 40} ${cx + aw / 2} ${base - h + aw * 0.9} L${cx + aw / 2} ${base} Z`,
          '#1d5f7a',
        ),
      )
      for (let r = 0; r < 4; r++)
        for (let k = 0; k < 3; k++)
          s.push(
            poly(
              [
                [cx - 30 + k * 30, base - h + 90 + r * 34],
                [cx - 20 + k * 30, base - h + 100 + r * 34],
                [cx - 30 + k * 30, base - h + 110 + r * 34],
                [cx - 40 + k * 30, base - h + 100 + r * 34],
              ],
              '#7fd0d8',
            ),
          )
      for (const mx of [cx - w / 2 - 10, cx + w / 2 - 14]) {
        s.push(
          path(
            P`M${mx} ${base} L${mx + 3} ${base - h - 30} L${mx + 21} ${base - h - 30} L${mx + 24} ${base} Z`,
            lighten(sand, 0.05),
          ),
        )
        for (let b = 0; b < 4; b++) s.push(rect(mx + 2, base - h * (0.3 + b * 0.2), 20, 8, tile))
        s.push(rect(mx - 4, base - h - 40, 32, 12, tile))
      }
      return s.join('')
    }
    out.push(madrasa(300, 420, 300, 470, 1))
    out.push(madrasa(1300, 420, 300, 470, -1))
    out.push(ribbedDome(800, 130, 150, 110))
    out.push(madrasa(800, 440, 340, 460, null))
    out.push(
      rect(
        0,
        466,
        CW,
        434,
        defs.lin([
          [0, '#a88a5c'],
          [1, '#3a2e1e'],
        ]),
      ),
    )
    for (let i = 0; i < 10; i++) out.push(line(0, 490 + i * 42, CW, 490 + i * 42, '#8a7048', 2))
    return out
  },

  kazakhstan(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#5f8ec0'],
        [0.38, '#d5e2e8'],
        [0.5, '#efe0c0'],
      ]),
    ]
    out.push(
      cloud(rng, 500, 130, 2.6, '#ffffff', 0.6),
      cloud(rng, 1340, 80, 2, '#ffffff', 0.5),
      cloud(rng, 960, 210, 1.4, '#ffffff', 0.4),
    )
    out.push(mountains(rng, -40, CW + 40, 460, 330, '#9fb0c0', '#eef2f6', 7))
    // a distant skyline with the lattice tower and its golden sphere
    let x = 800
    while (x < 1560) {
      const w = rng.range(40, 80)
      const h = rng.range(60, 200)
      out.push(rect(x, 460 - h, w, h, rng.pick(['#93a7ba', '#a5b5c2', '#8299ae'])))
      x += w + rng.range(4, 20)
    }
    const bx = 1120
    out.push(
      path(
        P`M${bx - 40} 460 C${bx - 10} 330 ${bx - 40} 250 ${bx - 50} 180 L${bx + 50} 180 C${bx + 40} 250 ${bx + 10} 330 ${bx + 40} 460 Z`,
        '#eeebe2',
      ),
    )
    for (let k = -2; k <= 2; k++) out.push(line(bx + k * 18, 460, bx + k * 22, 180, '#d0ccc0', 3))
    out.push(
      circle(
        bx,
        150,
        42,
        defs.rad(
          [
            [0, '#fff1b8'],
            [0.6, '#e3b23c'],
            [1, '#a87818'],
          ],
          0.4,
          0.35,
          0.7,
        ),
      ),
    )
    out.push(
      poly(
        [
          [bx - 6, 108],
          [bx, 72],
          [bx + 6, 108],
        ],
        '#eeebe2',
      ),
    )
    out.push(
      rect(1380, 280, 70, 180, '#93a7ba'),
      poly(
        [
          [1380, 280],
          [1415, 200],
          [1450, 280],
        ],
        '#8299ae',
      ),
    )
    // steppe, yurts and horses
    out.push(
      rect(
        0,
        456,
        CW,
        444,
        defs.lin([
          [0, '#a8924e'],
          [1, '#3a301c'],
        ]),
      ),
    )
    for (let i = 0; i < 50; i++) {
      const gx = rng.range(0, CW)
      const gy = rng.range(480, 890)
      out.push(
        path(P`M${gx} ${gy} q4 -16 10 -24 M${gx + 6} ${gy} q2 -12 -4 -20`, 'none', {
          stroke: '#6a5a2a',
          'stroke-width': 2,
          opacity: 0.6,
        }),
      )
    }
    out.push(yurt(300, 600, 1.6, '#d8cdb8'), yurt(520, 620, 1.1, '#d8cdb8'))
    out.push(horse(760, 660, 1.4, '#4a3022', -1), horse(900, 670, 1.2, '#6a4a30', 1))
    out.push(birdFlock(rng, 400, 180, 3))
    return out
  },

  kyrgyzstan(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#6b98c8'],
        [0.35, '#d2e0ea'],
        [0.45, '#e8ecea'],
      ]),
    ]
    out.push(cloud(rng, 1200, 90, 2.2, '#ffffff', 0.6))
    out.push(mountains(rng, -60, CW + 60, 400, 40, '#8a9db6', '#f6f8fa', 5))
    out.push(mountains(rng, -60, CW + 60, 420, 200, '#647f96', '#dfe7ee', 7))
    out.push(water(defs, 400, 70, '#5f9ab4', '#2f6a84'))
    out.push(ripples(rng, 405, 465, '#e6f4f8', 25, 0.35))
    out.push(hills(rng, -40, CW + 40, 470, 20, 900, '#4f7a44', 3))
    out.push(
      rect(
        0,
        500,
        CW,
        400,
        defs.lin([
          [0, '#4f7a44'],
          [1, '#1f3420'],
        ]),
      ),
    )
    out.push(
      yurt(1080, 590, 1.4, '#d8d0c0'),
      yurt(1260, 580, 1.1, '#d8d0c0', '#3f6a9a'),
      yurt(1400, 600, 1.3, '#d8d0c0'),
    )
    out.push(horse(860, 650, 1.3, '#5a3a28', 1), horse(560, 670, 1.1, '#3a2a22', -1))
    for (let i = 0; i < 30; i++)
      out.push(
        circle(
          rng.range(0, CW),
          rng.range(560, 890),
          rng.range(2, 4),
          rng.pick(['#b8ae70', '#b08898', '#a8a8a8']),
          { opacity: 0.7 },
        ),
      )
    return out
  },

  malaysia(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#4f7cb0'],
        [0.35, '#d6b8b4'],
        [0.5, '#f0cfa8'],
      ]),
    ]
    out.push(glow(defs, 1320, 400, 280, '#ffe2b0', 0.7))
    out.push(cloud(rng, 420, 120, 2.2, '#fbe6dc', 0.5))
    let x = 0
    while (x < CW) {
      const w = rng.range(50, 100)
      const h = rng.range(80, 220)
      out.push(rect(x, 470 - h, w, h, rng.pick(['#7a8098', '#8a8ea6', '#6f7890'])))
      for (let r = 0; r < Math.floor(h / 30); r++)
        out.push(rect(x + 8, 480 - h + r * 30, w - 16, 4, '#9aa0b6'))
      x += w + rng.range(6, 30)
    }
    // twin towers joined by a skybridge, and a needle tower
    const tower = (tx) => {
      const s = []
      let y = 470
      const fill = defs.lin(
        [
          [0, '#c8d0dc'],
          [0.45, '#f2f4f8'],
          [1, '#8f9aae'],
        ],
        [0, 0, 1, 0],
      )
      for (const [w, h] of [
        [84, 170],
        [70, 64],
        [58, 50],
        [46, 40],
        [32, 32],
      ]) {
        s.push(rect(tx - w / 2, y - h, w, h, fill))
        for (let k = y - h + 8; k < y - 4; k += 12) s.push(rect(tx - w / 2, k, w, 2, '#a7b0c0'))
        y -= h
      }
      s.push(
        poly(
          [
            [tx - 6, y],
            [tx, y - 80],
            [tx + 6, y],
          ],
          '#d8dde6',
        ),
      )
      return s.join('')
    }
    out.push(tower(1000), tower(1150))
    out.push(
      rect(1042, 300, 66, 12, '#dfe4ec'),
      poly(
        [
          [1042, 312],
          [1075, 346],
          [1108, 312],
        ],
        '#cfd6e0',
      ),
    )
    out.push(
      rect(640, 170, 12, 300, '#c6ccd8'),
      ellipse(646, 190, 34, 26, '#d8dde6'),
      poly(
        [
          [644, 164],
          [646, 80],
          [648, 164],
        ],
        '#c6ccd8',
      ),
    )
    out.push(
      rect(
        0,
        466,
        CW,
        434,
        defs.lin([
          [0, '#2f5444'],
          [1, '#101e18'],
        ]),
      ),
    )
    for (let i = 0; i < 24; i++)
      out.push(
        roundTree(rng.range(0, CW), rng.range(500, 560), rng.range(1, 1.5), '#2f5a44', '#2a221c'),
      )
    out.push(
      palm(160, 860, 3, '#1f3a30', 1, '#2e2622'),
      palm(1480, 860, 3.2, '#1f3a30', -1, '#2e2622'),
      palm(1330, 880, 2.4, '#1f3a30', 1, '#2e2622'),
    )
    return out
  },

  nepal(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#5f8cc0'],
        [0.35, '#d6e2ea'],
        [0.48, '#efe4d2'],
      ]),
    ]
    out.push(mountains(rng, -60, CW + 60, 380, 30, '#98a8be', '#ffffff', 4))
    out.push(mountains(rng, -60, CW + 60, 430, 200, '#71869c', '#eef2f6', 6))
    out.push(hills(rng, -40, CW + 40, 430, 40, 900, '#5f7448', 3))
    // a stupa with a golden spire and strings of prayer flags
    const sx = 1080
    const sy = 470
    out.push(
      rect(sx - 260, sy - 30, 520, 30, '#e0d8ca'),
      rect(sx - 220, sy - 56, 440, 28, '#e8e2d6'),
    )
    out.push(
      path(
        P`M${sx - 190} ${sy - 56} C${sx - 190} ${sy - 190} ${sx + 190} ${sy - 190} ${sx + 190} ${sy - 56} Z`,
        '#f3f0e8',
      ),
    )
    out.push(
      rect(sx - 42, sy - 214, 84, 60, '#d6a93c'),
      rect(sx - 50, sy - 220, 100, 10, '#b88a2a'),
    )
    let y = sy - 220
    for (let i = 0; i < 9; i++) {
      const w = 58 - i * 5
      out.push(rect(sx - w / 2, y - 14, w, 12, i % 2 ? '#c99a30' : '#ddb24a'))
      y -= 14
    }
    out.push(
      poly(
        [
          [sx - 20, y],
          [sx, y - 50],
          [sx + 20, y],
        ],
        '#d6a93c',
      ),
    )
    const colors = ['#3f6fb6', '#f1f1ea', '#c8443a', '#3f9a5a', '#e5c24a']
    for (const [ex, ey] of [
      [sx - 560, sy - 40],
      [sx + 500, sy - 20],
      [sx - 300, sy + 60],
    ]) {
      const n = 14
      for (let i = 1; i < n; i++) {
        const t = i / n
        const px = sx + (ex - sx) * t
        const py = y + (ey - y) * t + Math.sin(t * Math.PI) * 60
        out.push(rect(px - 7, py, 14, 18, colors[i % 5]))
      }
      out.push(
        path(P`M${sx} ${y} Q${(sx + ex) / 2} ${(y + ey) / 2 + 120} ${ex} ${ey}`, 'none', {
          stroke: '#6a5a4a',
          'stroke-width': 1.5,
        }),
      )
    }
    // terraced fields
    for (let i = 0; i < 12; i++) {
      const ty = 520 + i * 32
      out.push(
        path(
          P`M-20 ${ty} Q400 ${ty - 30} 800 ${ty + 6} T${CW + 20} ${ty - 4} L${CW + 20} 900 L-20 900 Z`,
          mix('#6f8a4e', '#1f3020', i / 11),
        ),
      )
    }
    return out
  },

  fallback(rng, defs) {
    const out = [
      skyRect(defs, [
        [0, '#7f9cbc'],
        [0.35, '#d6dfe6'],
        [0.5, '#e8e4da'],
      ]),
    ]
    out.push(cloud(rng, 400, 110, 2.4, '#ffffff', 0.6), cloud(rng, 1200, 80, 2, '#ffffff', 0.5))
    out.push(hills(rng, -40, CW + 40, 360, 50, 900, '#8a9e8c', 3))
    out.push(houseRow(rng, 700, 1500, 450, ['#c8ccd0', '#bcc2c8', '#d0ccc4'], '#66737e', 80, 160))
    out.push(hills(rng, -40, CW + 40, 450, 30, 900, '#4f6a52', 4))
    out.push(
      rect(
        0,
        480,
        CW,
        420,
        defs.lin([
          [0, '#45604a'],
          [1, '#18241a'],
        ]),
      ),
    )
    for (let i = 0; i < 12; i++)
      out.push(roundTree(rng.range(0, CW), rng.range(500, 600), rng.range(1.2, 2), '#3a5a40'))
    return out
  },
}

/** The tint of each scene's dark overlay. */
const countryShades = {
  russia: '#120e26',
  georgia: '#0a1620',
  philippines: '#180c1c',
  belarus: '#0b1420',
  moldova: '#141208',
  bulgaria: '#0f1014',
  bosnia: '#0a1616',
  uzbekistan: '#14100a',
  kazakhstan: '#12100a',
  kyrgyzstan: '#0a1418',
  malaysia: '#100c1a',
  nepal: '#0c1218',
  fallback: '#0c1216',
}

/** The scene under a dark gradient; `strength` darkens the lower part further. */
function countrySvg(slug, strength) {
  const rng = makeRng(hashString(slug))
  const defs = makeDefs()
  const out = countryScenes[slug](rng, defs)
  const shade = countryShades[slug]
  const ramp = [
    [0, 0],
    [0.18, 0.05],
    [0.32, 0.55],
    [0.4, 1],
    [1, 1.15],
  ]
  out.push(
    rect(0, 0, CW, CH, defs.lin(ramp.map(([o, k]) => [o, shade, Math.min(0.92, strength * k)]))),
  )
  out.push(
    rect(
      0,
      0,
      CW,
      CH,
      defs.rad(
        [
          [0, shade, 0.4],
          [0.55, shade, 0.12],
          [1, shade, 0],
        ],
        0,
        1,
        0.9,
      ),
    ),
  )
  return svgDoc(CW, CH, defs, out)
}

function hashString(text) {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
  return h % 1000003
}

/** Largest relative luminance in the lower 60% of a picture; white text needs it at 0.183 or less. */
async function lowerLuminance(buffer) {
  const { data, info } = await sharp(buffer)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let max = 0
  for (let y = Math.floor(info.height * 0.4); y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels
      const l = luminance(data[i], data[i + 1], data[i + 2])
      if (l > max) max = l
    }
  }
  return max
}

const MAX_TEXT_LUMINANCE = 0.17 // white on this is 4.85:1, a margin over 4.5:1

async function writeCountry(slug) {
  let strength = 0.2
  for (;;) {
    const file = `public/images/countries/${slug}.webp`
    const data = await sharp(Buffer.from(countrySvg(slug, strength)))
      .webp({ quality: 72, effort: 6 })
      .toBuffer()
    const lum = await lowerLuminance(data)
    if (lum <= MAX_TEXT_LUMINANCE || strength >= 0.85) {
      const ratio = 1.05 / (lum + 0.05)
      if (lum > MAX_TEXT_LUMINANCE) failed = true
      await record(file, data, 60, `white text over the lower 60%: at least ${ratio.toFixed(2)}:1`)
      return
    }
    strength += 0.03
  }
}

async function writeCountries() {
  await fs.mkdir('public/images/countries', { recursive: true })
  for (const slug of Object.keys(countryScenes).filter((s) => s !== 'fallback'))
    await writeCountry(slug)
  await writeCountry('fallback')
}

// ---------------------------------------------------------------------------------------------
// Gallery: scenes of student life, flat vector style, people as simple shapes

const GW = 1200
const GH = 800

const SKIN = ['#8d5a3b', '#a86b45', '#c68a5e', '#7a4a2e', '#b97a52', '#d9a273']
const HAIR = ['#1c1411', '#2a1c14', '#120e0c', '#3a2a1e']
const TOPS = [
  '#2f6f8f',
  '#c0503f',
  '#e0a43a',
  '#4f7f5a',
  '#6a5a9a',
  '#d77a8a',
  '#3f4f6f',
  '#8a4a6a',
  '#2a8a8a',
]
const BOTTOMS = ['#2f3a4f', '#3a3a44', '#4a5a7a', '#5a4a3a', '#22303f']
const COAT = '#f7f9fb'

/**
 * A person drawn with feet at (x, y), about 190 * s tall. Options: skin, hair, hairStyle (short,
 * long, bun), top, bottom, back (seen from behind), kurta, coat (white coat), gown and cap, scarf,
 * hat, straps (backpack), stethoscope, arms: [left, right] angles in degrees (0 hangs down).
 */
function person(x, y, s, o = {}) {
  const skin = o.skin ?? SKIN[0]
  const hair = o.hair ?? HAIR[0]
  const top = o.top ?? TOPS[0]
  const bottom = o.bottom ?? BOTTOMS[0]
  const sleeve = o.gown ?? (o.coat ? COAT : top)
  const [la, ra] = o.arms ?? [4, -4]
  const parts = []
  const arm = (sx, angle) =>
    group(
      rect(sx - 5.5, -148, 11, 66, sleeve, { rx: 5.5 }) +
        (o.coat && !o.gown
          ? rect(sx - 5.5, -148, 11, 66, '#000000', { rx: 5.5, opacity: 0.04 })
          : '') +
        circle(sx, -80, 6.5, skin),
      { transform: `rotate(${angle} ${sx} -144)` },
    )
  if (o.hairStyle === 'long') parts.push(rect(-19, -190, 38, o.back ? 58 : 50, hair, { rx: 14 }))
  // legs and shoes
  parts.push(rect(-14, -84, 13, 80, bottom), rect(1, -84, 13, 80, bottom))
  parts.push(ellipse(-9, -3, 10, 5, '#2a2420'), ellipse(9, -3, 10, 5, '#2a2420'))
  // arms behind the body when seen from behind, else in front
  if (o.back) parts.push(arm(-27.5, la), arm(27.5, ra))
  if (o.gown) {
    parts.push(path('M-28 -152 L-38 -14 L38 -14 L28 -152 Z', o.gown))
  } else if (o.kurta) {
    parts.push(path('M-24 -150 L-31 -52 L31 -52 L24 -150 Z', top))
  }
  parts.push(rect(-24, -154, 48, 78, top, { rx: 14 }))
  if (o.coat) {
    parts.push(path('M-27 -152 L-31 -50 L31 -50 L27 -152 Z', COAT))
    if (!o.back) {
      parts.push(
        poly(
          [
            [-9, -153],
            [0, -118],
            [9, -153],
          ],
          top,
        ),
        path('M-9 -153 L0 -118 L-3 -100 L-14 -150 Z', '#e6ebef'),
        path('M9 -153 L0 -118 L3 -100 L14 -150 Z', '#e6ebef'),
      )
      parts.push(rect(-22, -92, 13, 12, '#e2e8ec'), rect(12, -128, 9, 3, '#4f7fa6'))
    }
  }
  if (o.straps && !o.back)
    parts.push(rect(-17, -152, 6, 52, o.straps), rect(11, -152, 6, 52, o.straps))
  if (o.straps && o.back)
    parts.push(
      rect(-20, -146, 40, 56, o.straps, { rx: 10 }),
      rect(-14, -118, 28, 20, darken(o.straps, 0.2), { rx: 6 }),
    )
  if (o.gown && !o.back)
    parts.push(
      poly(
        [
          [-10, -153],
          [0, -128],
          [10, -153],
        ],
        '#f2f2f2',
      ),
      rect(-3, -153, 6, 40, o.stole ?? '#c9a13a'),
    )
  if (!o.back) parts.push(arm(-27.5, la), arm(27.5, ra))
  parts.push(rect(-5.5, -164, 11, 14, skin))
  if (o.scarf)
    parts.push(
      rect(-16, -160, 32, 11, o.scarf, { rx: 5 }),
      rect(6, -152, 9, 34, o.scarf, { rx: 3 }),
    )
  if (o.stethoscope && !o.back)
    parts.push(
      path('M-11 -156 Q-16 -122 0 -112 Q16 -122 11 -156', 'none', {
        stroke: '#37474f',
        'stroke-width': 3,
      }),
      circle(0, -110, 5, '#607d8b'),
    )
  // head and hair
  parts.push(circle(0, -178, 17, skin))
  if (o.back) {
    parts.push(circle(0, -179, 17.5, hair))
    if (o.hairStyle === 'bun') parts.push(circle(0, -196, 8, hair))
  } else {
    parts.push(path('M-18 -174 C-20 -200 20 -200 18 -174 C14 -186 -8 -190 -18 -174 Z', hair))
    if (o.hairStyle === 'bun') parts.push(circle(0, -198, 8, hair))
    if (o.hairStyle === 'long')
      parts.push(
        path('M-18 -176 C-20 -160 -18 -150 -12 -146 L-14 -176 Z', hair),
        path('M18 -176 C20 -160 18 -150 12 -146 L14 -176 Z', hair),
      )
  }
  if (o.grey)
    parts.push(path('M-18 -174 C-20 -200 20 -200 18 -174 C14 -186 -8 -190 -18 -174 Z', '#c9c4bc'))
  if (o.hat)
    parts.push(
      path('M-18 -180 C-18 -204 18 -204 18 -180 Z', o.hat),
      rect(-19, -184, 38, 7, darken(o.hat, 0.2), { rx: 3 }),
      circle(0, -203, 5, lighten(o.hat, 0.4)),
    )
  if (o.cap)
    parts.push(
      rect(-14, -197, 28, 9, '#1c1c24'),
      poly(
        [
          [-28, -198],
          [0, -207],
          [28, -198],
          [0, -190],
        ],
        '#23232d',
      ),
      line(20, -197, 24, -178, o.stole ?? '#c9a13a', 2),
    )
  return group(parts.join(''), {
    transform: `translate(${n1(x)} ${n1(y)}) scale(${n1(s * 100) / 100})`,
  })
}

/** Picks a look for a student from the seeded generator. */
function student(rng, extra = {}) {
  const woman = rng.chance(0.5)
  return {
    skin: rng.pick(SKIN),
    hair: rng.pick(HAIR),
    hairStyle: woman ? rng.pick(['long', 'bun', 'long']) : 'short',
    top: rng.pick(TOPS),
    bottom: rng.pick(BOTTOMS),
    kurta: woman && rng.chance(0.4),
    ...extra,
  }
}

function suitcase(x, y, s, color) {
  return group(
    rect(-22, -70, 44, 70, color, { rx: 7 }) +
      rect(-12, -70, 3, 70, darken(color, 0.15)) +
      rect(9, -70, 3, 70, darken(color, 0.15)) +
      rect(-8, -100, 3, 30, '#5a6068') +
      rect(5, -100, 3, 30, '#5a6068') +
      rect(-8, -102, 16, 4, '#5a6068') +
      circle(-14, 2, 4, '#333') +
      circle(14, 2, 4, '#333'),
    { transform: `translate(${n1(x)} ${n1(y)}) scale(${s})` },
  )
}

function pottedPlant(x, y, s, leaf = '#4f8a5a', pot = '#c0703f') {
  const leaves = [
    [-30, -70],
    [-10, -95],
    [14, -90],
    [32, -66],
    [0, -60],
  ]
    .map(([dx, dy], i) =>
      ellipse(dx * 0.7, dy, 14, 34, i % 2 ? leaf : darken(leaf, 0.15), {
        transform: `rotate(${dx * 0.8} ${dx * 0.7} ${dy})`,
      }),
    )
    .join('')
  return group(
    leaves + path('M-24 -40 L24 -40 L18 0 L-18 0 Z', pot) + rect(-27, -46, 54, 8, darken(pot, 0.1)),
    { transform: `translate(${n1(x)} ${n1(y)}) scale(${s})` },
  )
}

function floorAndWall(defs, wallTop, wallBottom, floorY, floorTop, floorBottom) {
  return (
    rect(
      0,
      0,
      GW,
      floorY,
      defs.lin([
        [0, wallTop],
        [1, wallBottom],
      ]),
    ) +
    rect(
      0,
      floorY,
      GW,
      GH - floorY,
      defs.lin([
        [0, floorTop],
        [1, floorBottom],
      ]),
    )
  )
}

function bookshelf(rng, x, y, w, h, rows, wood = '#8a5a3a') {
  const parts = [rect(x, y, w, h, wood), rect(x + 8, y + 8, w - 16, h - 16, darken(wood, 0.35))]
  const rh = (h - 16) / rows
  const colors = [
    '#b5473a',
    '#3f6f9f',
    '#e0b040',
    '#4f8a5a',
    '#7a4a8a',
    '#d9d0c0',
    '#2f4f6f',
    '#c9703a',
    '#8a9aa8',
  ]
  for (let r = 0; r < rows; r++) {
    const by = y + 8 + (r + 1) * rh
    let bx = x + 10
    while (bx < x + w - 22) {
      const bw = rng.range(8, 16)
      const bh = rh * rng.range(0.62, 0.86)
      if (rng.chance(0.08)) {
        bx += bw
        continue
      }
      parts.push(rect(bx, by - bh - 6, bw, bh, rng.pick(colors)))
      parts.push(rect(bx + 2, by - bh + 4, bw - 4, 2, '#ffffff', { opacity: 0.35 }))
      bx += bw + 1
    }
    parts.push(rect(x + 8, by - 6, w - 16, 6, wood))
  }
  return parts.join('')
}

const galleryScenes = [
  // 1 pre-departure orientation
  (rng, defs) => {
    const out = [floorAndWall(defs, '#f3ebdd', '#e6d9c4', 560, '#c4a47c', '#9a7a58')]
    out.push(rect(0, 548, GW, 12, '#d8c7aa'))
    // the screen with a world map and a flight path
    out.push(rect(560, 70, 540, 320, '#3a3f48'), rect(572, 82, 516, 296, '#eaf3f7'))
    for (const [ex, ey, rx, ry] of [
      [680, 190, 70, 46],
      [720, 290, 34, 50],
      [850, 180, 80, 52],
      [880, 280, 36, 40],
      [990, 300, 44, 28],
      [970, 170, 40, 30],
    ])
      out.push(ellipse(ex, ey, rx, ry, '#9fcfc4'))
    out.push(
      path('M730 250 Q830 120 960 240', 'none', {
        stroke: '#d05a3a',
        'stroke-width': 4,
        'stroke-dasharray': '10 8',
      }),
    )
    out.push(circle(730, 250, 8, '#d05a3a'), circle(960, 240, 8, '#2f6f8f'))
    out.push(
      group(
        path(
          'M-22 -3 L8 -3 L20 -14 L26 -14 L18 -3 L26 -3 L30 -8 L34 -8 L30 2 L18 2 L26 13 L20 13 L8 2 L-22 2 Q-26 0 -22 -3 Z',
          '#2f6f8f',
        ),
        { transform: 'translate(845 168) rotate(8) scale(1.4)' },
      ),
    )
    out.push(rect(640, 390, 380, 10, '#555b66'))
    // the counsellor pointing at the screen
    out.push(
      person(470, 600, 1.45, {
        skin: SKIN[2],
        hair: HAIR[1],
        hairStyle: 'long',
        top: '#2a8a8a',
        bottom: '#3a3a44',
        kurta: true,
        arms: [6, -128],
      }),
    )
    out.push(pottedPlant(60, 560, 1.6))
    // the audience, seen from behind
    const rows = [
      [780, 1.25, 150],
      [900, 1.6, 200],
    ]
    for (const [feet, s, gap] of rows) {
      for (let x = rng.range(60, 110); x < GW; x += gap + rng.range(-10, 10)) {
        out.push(person(x, feet, s, student(rng, { back: true })))
        out.push(rect(x - 34 * s, feet - 100 * s, 68 * s, 20 * s, '#3f5f7f', { rx: 6 }))
        out.push(rect(x - 36 * s, feet - 82 * s, 72 * s, 90 * s, '#33506c', { rx: 8 }))
      }
    }
    return out
  },

  // 2 departure gate
  (rng, defs) => {
    const out = [rect(0, 0, GW, GH, '#dfe3e6')]
    out.push(
      rect(
        0,
        60,
        GW,
        420,
        defs.lin([
          [0, '#9cc8e8'],
          [0.75, '#e4f1f8'],
          [0.76, '#9aa3aa'],
          [1, '#8a939a'],
        ]),
      ),
    )
    out.push(cloud(rng, 260, 150, 1.3), cloud(rng, 880, 120, 1.1))
    // a plane on the apron
    const py = 370
    out.push(
      path(
        P`M300 ${py} L900 ${py} Q960 ${py} 980 ${py + 24} Q960 ${py + 48} 900 ${py + 48} L300 ${py + 48} Q270 ${py + 40} 260 ${py + 24} Z`,
        '#f6f8fa',
      ),
    )
    out.push(
      poly(
        [
          [320, py],
          [280, py - 90],
          [330, py - 90],
          [390, py],
        ],
        '#2a8a8a',
      ),
    )
    out.push(
      poly(
        [
          [520, py + 30],
          [640, py + 30],
          [560, py + 80],
          [500, py + 80],
        ],
        '#d6dde2',
      ),
    )
    out.push(rect(560, py + 50, 70, 24, '#b8c2ca', { rx: 12 }))
    for (let k = 420; k < 900; k += 26) out.push(circle(k, py + 18, 5, '#5a7a9a'))
    out.push(rect(300, py + 36, 600, 6, '#2a8a8a'))
    // window frame, ceiling and floor
    for (let k = 0; k <= GW; k += 200) out.push(rect(k - 6, 60, 12, 420, '#5a6470'))
    out.push(rect(0, 0, GW, 60, '#4a525c'), rect(0, 470, GW, 14, '#5a6470'))
    for (let k = 100; k < GW; k += 200) out.push(ellipse(k, 40, 40, 6, '#fff6d8'))
    out.push(
      rect(
        0,
        484,
        GW,
        316,
        defs.lin([
          [0, '#c9ced2'],
          [1, '#aab1b6'],
        ]),
      ),
    )
    // gate sign with a plane symbol and a row of seats
    out.push(
      rect(60, 160, 150, 90, '#2a3340', { rx: 8 }),
      rect(74, 174, 122, 62, '#3b4a5c', { rx: 4 }),
    )
    out.push(
      group(
        path(
          'M-22 -3 L8 -3 L20 -14 L26 -14 L18 -3 L26 -3 L30 -8 L34 -8 L30 2 L18 2 L26 13 L20 13 L8 2 L-22 2 Q-26 0 -22 -3 Z',
          '#f2c14e',
        ),
        { transform: 'translate(128 205) rotate(-20) scale(1.2)' },
      ),
    )
    out.push(rect(130, 250, 10, 234, '#5a6470'))
    for (let k = 560; k < 1160; k += 70)
      out.push(
        rect(k, 520, 60, 40, '#2f5f8f', { rx: 8 }),
        rect(k, 480, 60, 48, '#3a6fa0', { rx: 8 }),
        rect(k + 26, 560, 8, 30, '#5a6470'),
      )
    // students with luggage
    const crew = [
      [250, 760, 1.75, [8, -150]],
      [430, 770, 1.8, [10, -6]],
      [640, 780, 1.85, [4, -20]],
      [880, 790, 1.9, [20, -8]],
    ]
    crew.forEach(([x, y, s, arms], i) => {
      out.push(
        person(
          x,
          y,
          s,
          student(rng, { arms, straps: rng.pick(['#c0503f', '#2f4f6f', '#e0a43a']) }),
        ),
      )
      out.push(
        suitcase(
          x + (i % 2 ? -70 : 70),
          y + 2,
          s * 0.9,
          rng.pick(['#d05a3a', '#2f6f8f', '#6a5a9a', '#e0a43a']),
        ),
      )
    })
    return out
  },

  // 3 anatomy practical
  (rng, defs) => {
    const out = [floorAndWall(defs, '#e6efec', '#d6e3df', 600, '#b6c2c2', '#94a2a2')]
    // wall chart of the body
    out.push(
      rect(110, 80, 210, 320, '#ffffff'),
      rect(110, 80, 210, 320, 'none', { stroke: '#9aa8a8', 'stroke-width': 6 }),
    )
    out.push(
      circle(215, 130, 24, '#f0d2bf'),
      path(
        'M180 160 L250 160 Q262 230 250 300 L240 380 L190 380 L180 300 Q168 230 180 160 Z',
        '#f0d2bf',
      ),
    )
    out.push(
      ellipse(200, 210, 14, 26, '#e39a9a'),
      ellipse(230, 210, 14, 26, '#e39a9a'),
      path('M215 214 q-10 -12 -14 2 q2 12 14 18 q12 -6 14 -18 q-4 -14 -14 -2 Z', '#c0392b'),
      ellipse(226, 250, 22, 12, '#a0583a'),
      path('M196 270 q20 -10 38 0 q-2 14 -18 14 q-18 0 -20 -14 Z', '#e8b07a'),
    )
    // skeleton model on a stand
    const sx = 1040
    const bone = '#efe9dc'
    out.push(
      rect(sx - 4, 180, 8, 420, '#8a969c'),
      rect(sx - 60, 592, 120, 10, '#6a767c', { rx: 5 }),
    )
    const sk = { stroke: bone, 'stroke-width': 7, 'stroke-linecap': 'round' }
    out.push(
      circle(sx, 150, 28, bone),
      ellipse(sx, 176, 16, 10, bone),
      circle(sx - 10, 148, 6, '#8a8070'),
      circle(sx + 10, 148, 6, '#8a8070'),
    )
    out.push(line(sx, 186, sx, 380, bone, 8))
    for (let k = 0; k < 6; k++)
      out.push(
        path(
          P`M${sx} ${212 + k * 18} Q${sx - 50 + k * 3} ${206 + k * 18} ${sx - 40 + k * 4} ${234 + k * 18}`,
          'none',
          sk,
        ),
        path(
          P`M${sx} ${212 + k * 18} Q${sx + 50 - k * 3} ${206 + k * 18} ${sx + 40 - k * 4} ${234 + k * 18}`,
          'none',
          sk,
        ),
      )
    out.push(
      path(
        P`M${sx - 44} 370 Q${sx} 420 ${sx + 44} 370 L${sx + 30} 400 Q${sx} 420 ${sx - 30} 400 Z`,
        bone,
      ),
    )
    out.push(
      line(sx - 40, 204, sx - 60, 300, bone, 7),
      line(sx - 60, 300, sx - 66, 390, bone, 6),
      line(sx + 40, 204, sx + 60, 300, bone, 7),
      line(sx + 60, 300, sx + 66, 390, bone, 6),
    )
    out.push(
      line(sx - 24, 404, sx - 30, 500, bone, 8),
      line(sx - 30, 500, sx - 32, 585, bone, 7),
      line(sx + 24, 404, sx + 30, 500, bone, 8),
      line(sx + 30, 500, sx + 32, 585, bone, 7),
    )
    // students in white coats around the table with a torso model
    const people = [
      [360, 1.5, [10, -40]],
      [520, 1.45, [4, -4]],
      [700, 1.5, [30, -6]],
      [860, 1.45, [6, -30]],
    ]
    for (const [x, s, arms] of people)
      out.push(person(x, 690, s, student(rng, { coat: true, arms })))
    out.push(
      rect(250, 520, 720, 26, '#8e9ea4'),
      rect(270, 546, 680, 200, '#b8c4c8'),
      rect(270, 546, 680, 12, '#9aa8ac'),
    )
    // an anatomical torso model on a stand, its organs showing
    const mx = 610
    out.push(
      rect(mx - 50, 506, 100, 16, '#5a6470', { rx: 4 }),
      rect(mx - 8, 480, 16, 30, '#6a7480'),
    )
    out.push(
      path(
        P`M${mx - 62} 352 Q${mx} 336 ${mx + 62} 352 Q${mx + 74} 360 ${mx + 66} 400 Q${mx + 52} 440 ${mx + 50} 484 L${mx - 50} 484 Q${mx - 52} 440 ${mx - 66} 400 Q${mx - 74} 360 ${mx - 62} 352 Z`,
        '#e9c3a6',
      ),
    )
    out.push(rect(mx - 12, 320, 24, 26, '#e9c3a6'), circle(mx, 300, 30, '#e9c3a6'))
    out.push(
      path(P`M${mx} 352 L${mx + 58} 356 Q${mx + 66} 400 ${mx + 48} 484 L${mx} 484 Z`, '#d98e7a'),
    )
    out.push(
      ellipse(mx + 22, 392, 16, 30, '#e8a0a0'),
      ellipse(mx + 46, 392, 12, 28, '#e8a0a0'),
      path(P`M${mx + 14} 400 q-8 -14 -14 0 q4 16 14 20 q10 -6 12 -20 q-6 -12 -12 0 Z`, '#c0392b'),
    )
    out.push(
      ellipse(mx + 30, 436, 24, 12, '#a0583a'),
      path(P`M${mx + 6} 458 q14 -10 40 0 q-4 22 -22 22 q-16 0 -18 -22 Z`, '#e8b07a'),
    )
    out.push(
      person(180, 860, 1.8, {
        skin: SKIN[3],
        hair: '#c9c4bc',
        top: '#3f4f6f',
        coat: true,
        arms: [4, -70],
        grey: true,
      }),
    )
    out.push(person(1000, 900, 1.9, student(rng, { back: true, coat: true })))
    return out
  },

  // 4 hostel room
  (rng, defs) => {
    const out = [floorAndWall(defs, '#eef0e6', '#dfe3d4', 560, '#b89470', '#94704e')]
    for (let k = 0; k < 8; k++)
      out.push(rect(0, 590 + k * 30 + k * k * 2, GW, 2, '#8a6a4a', { opacity: 0.4 }))
    // window with a winter evening view and curtains
    out.push(
      rect(460, 70, 280, 260, '#f4f4ee'),
      rect(
        476,
        86,
        248,
        228,
        defs.lin([
          [0, '#7f9cc8'],
          [1, '#f0d2b4'],
        ]),
      ),
    )
    out.push(
      mountains(rng, 476, 724, 314, 220, '#9aaac0', '#ffffff', 3),
      rect(476, 290, 248, 24, '#eef2f6'),
    )
    out.push(
      conifer(530, 312, 0.7, '#4f6f5a'),
      conifer(680, 314, 0.8, '#4f6f5a'),
      rect(598, 86, 4, 228, '#f4f4ee'),
    )
    out.push(
      path('M420 60 L480 60 Q470 200 490 340 L420 340 Z', '#c96a5a'),
      path('M780 60 L720 60 Q730 200 710 340 L780 340 Z', '#c96a5a'),
      rect(410, 52, 380, 10, '#7a5a3a'),
    )
    // two beds
    for (const [bx, flip] of [
      [40, false],
      [800, true],
    ]) {
      out.push(rect(bx, 470, 360, 20, '#7a5a3a'), rect(bx, 490, 360, 80, '#8a6a4a'))
      out.push(rect(flip ? bx + 340 : bx, 380, 20, 190, '#6a4a32'))
      out.push(rect(bx + 10, 440, 340, 40, '#f4f1ea', { rx: 10 }))
      out.push(rect(flip ? bx + 240 : bx + 30, 418, 90, 34, '#ffffff', { rx: 14 }))
      const blanket = flip ? '#3f6f9f' : '#d0803a'
      out.push(rect(flip ? bx + 10 : bx + 130, 444, 220, 60, blanket, { rx: 10 }))
      for (let k = 0; k < 4; k++)
        out.push(
          rect((flip ? bx + 20 : bx + 140) + k * 52, 452, 30, 44, lighten(blanket, 0.2), {
            rx: 4,
            opacity: 0.6,
          }),
        )
    }
    out.push(suitcase(330, 600, 1.1, '#2f6f8f'))
    // shelf with books above the left bed, a poster above the right
    out.push(bookshelf(rng, 80, 220, 260, 90, 1, '#9a6a44'))
    out.push(
      rect(880, 170, 160, 200, '#f6efe0'),
      rect(
        896,
        186,
        128,
        168,
        defs.lin([
          [0, '#f2c14e'],
          [1, '#d05a3a'],
        ]),
      ),
      circle(960, 250, 30, '#fff1c8'),
      mountains(rng, 896, 1024, 354, 280, '#6a3a4a', null, 3),
    )
    // desk, lamp and laptop; a student studying, seen from behind
    out.push(
      rect(470, 420, 260, 18, '#a06a40'),
      rect(480, 438, 14, 140, '#8a5a36'),
      rect(706, 438, 14, 140, '#8a5a36'),
    )
    out.push(
      rect(540, 360, 110, 62, '#2a3340', { rx: 4 }),
      rect(546, 366, 98, 50, '#7fb0d8'),
      rect(530, 416, 130, 6, '#9aa4ae'),
    )
    out.push(
      rect(680, 330, 6, 90, '#3a3a3a'),
      path('M660 330 L706 330 L694 300 L672 300 Z', '#e0a43a'),
      rect(676, 414, 20, 6, '#3a3a3a'),
    )
    out.push(rect(480, 404, 40, 16, '#b5473a'), rect(484, 392, 34, 12, '#3f6f9f'))
    out.push(person(600, 800, 1.5, student(rng, { back: true, arms: [20, -20] })))
    out.push(rect(548, 640, 104, 150, '#4a5a6a', { rx: 10 }))
    return out
  },

  // 5 graduation
  (rng) => {
    const out = [rect(0, 0, GW, 540, '#6a2430')]
    for (let k = 0; k < GW; k += 60) out.push(rect(k, 0, 30, 540, '#5a1e28'))
    out.push(
      rect(0, 0, GW, 60, '#4a1820'),
      rect(100, 90, 1000, 60, '#c9a13a'),
      rect(110, 100, 980, 40, '#dcb54e'),
    )
    out.push(rect(0, 540, GW, 70, '#8a5a3a'), rect(0, 610, GW, 190, '#3a2a28'))
    // garlands
    for (const side of [0, 1]) {
      for (let k = 0; k < 16; k++) {
        const t = k / 15
        const gx = side ? 700 + t * 500 : t * 500
        const gy = 170 + Math.sin(t * Math.PI) * 60
        out.push(circle(gx, gy, 9, k % 2 ? '#f28c28' : '#f6c343'))
      }
    }
    // graduates in gowns; some throw their caps
    const gowns = ['#1f2430', '#25203a', '#1f2a36']
    const xs = [180, 390, 600, 810, 1020]
    xs.forEach((x, i) => {
      const toss = i === 1 || i === 3
      out.push(
        person(
          x,
          740 + (i % 2) * 14,
          2.0,
          student(rng, {
            gown: rng.pick(gowns),
            cap: !toss,
            stole: rng.pick(['#c9a13a', '#2a8a8a', '#c0503f']),
            arms: toss ? [150, -150] : [10, -10],
          }),
        ),
      )
    })
    for (const [cx, cy, r] of [
      [380, 120, -20],
      [820, 90, 25],
      [600, 60, 10],
    ]) {
      out.push(
        group(
          rect(-14, 0, 28, 8, '#1c1c24') +
            poly(
              [
                [-30, -2],
                [0, -11],
                [30, -2],
                [0, 7],
              ],
              '#23232d',
            ) +
            line(20, -1, 26, 20, '#c9a13a', 2),
          { transform: `translate(${cx} ${cy}) rotate(${r}) scale(1.6)` },
        ),
      )
    }
    for (let i = 0; i < 40; i++) {
      const [x, y] = [rng.range(40, 1160), rng.range(20, 420)]
      out.push(
        rect(x, y, 8, 14, rng.pick(['#f6c343', '#2a8a8a', '#e06a5a', '#ffffff', '#8ac0e0']), {
          transform: `rotate(${n1(rng.range(-60, 60))} ${n1(x)} ${n1(y)})`,
          opacity: 0.9,
        }),
      )
    }
    return out
  },

  // 6 clinical skills lab
  (rng, defs) => {
    const out = [floorAndWall(defs, '#e8f0f4', '#d8e4ea', 590, '#c2ccd2', '#a2aeb6')]
    out.push(rect(0, 40, GW, 8, '#9aa8b2'))
    for (let k = 0; k < 6; k++)
      out.push(
        path(
          P`M${k * 40} 48 L${k * 40 + 40} 48 L${k * 40 + 36} 560 L${k * 40 + 4} 560 Z`,
          k % 2 ? '#a8d0e0' : '#98c4d6',
        ),
      )
    // cabinet and sink
    out.push(
      rect(930, 300, 240, 290, '#f4f7f9'),
      rect(940, 310, 105, 130, '#dfe8ee'),
      rect(1055, 310, 105, 130, '#dfe8ee'),
    )
    for (let k = 0; k < 3; k++)
      out.push(
        rect(950 + k * 30, 330, 22, 40, rng.pick(['#8ac0e0', '#f2c14e', '#e39a9a'])),
        rect(1065 + k * 30, 380, 22, 40, rng.pick(['#8ac0e0', '#9fcfb4', '#e39a9a'])),
      )
    // monitor with a heart trace and a drip stand
    out.push(
      rect(800, 200, 8, 390, '#7a8890'),
      rect(740, 150, 130, 96, '#2a3340', { rx: 8 }),
      rect(750, 160, 110, 76, '#13202c'),
    )
    out.push(
      path('M752 200 L780 200 L788 184 L796 218 L804 192 L810 200 L858 200', 'none', {
        stroke: '#4fdc8a',
        'stroke-width': 3,
      }),
    )
    out.push(rect(760, 220, 30, 6, '#f2c14e'), rect(800, 220, 20, 6, '#8ac0e0'))
    out.push(
      rect(248, 130, 6, 460, '#8a969c'),
      rect(230, 130, 42, 4, '#8a969c'),
      rect(222, 134, 28, 46, '#d8eef6', { rx: 6 }),
    )
    // students behind the bed
    out.push(
      person(480, 584, 1.85, student(rng, { coat: true, stethoscope: true, arms: [10, -40] })),
    )
    out.push(
      person(660, 584, 1.8, student(rng, { top: '#2a8a8a', bottom: '#2a8a8a', arms: [30, -10] })),
    )
    out.push(
      person(1010, 740, 1.95, {
        skin: SKIN[4],
        hair: HAIR[0],
        top: '#3f4f6f',
        coat: true,
        arms: [8, -14],
        stethoscope: true,
      }),
    )
    // the bed and the mannequin
    out.push(
      rect(280, 500, 620, 18, '#9aa8b2'),
      rect(300, 518, 580, 72, '#dfe7ec'),
      rect(300, 518, 580, 8, '#c8d2d8'),
      rect(300, 590, 20, 12, '#7a8890'),
      rect(860, 590, 20, 12, '#7a8890'),
      circle(310, 606, 8, '#4a545c'),
      circle(870, 606, 8, '#4a545c'),
    )
    out.push(
      rect(290, 460, 600, 44, '#f6f8fa', { rx: 10 }),
      rect(300, 436, 110, 34, '#ffffff', { rx: 14 }),
    )
    const dummy = '#d8d0c4'
    out.push(
      circle(356, 428, 26, dummy),
      rect(380, 432, 22, 20, dummy),
      rect(396, 424, 170, 38, dummy, { rx: 16 }),
    )
    out.push(
      path('M420 432 q30 -10 60 0', 'none', { stroke: '#c4baae', 'stroke-width': 3 }),
      rect(410, 452, 150, 10, '#c8beb2', { rx: 5 }),
    )
    out.push(
      rect(540, 418, 340, 48, '#5f8fb8', { rx: 14 }),
      rect(540, 418, 340, 12, '#7aa6cc', { rx: 6 }),
      ellipse(866, 420, 16, 12, '#5f8fb8'),
    )
    out.push(circle(470, 432, 7, '#607d8b'))
    return out
  },

  // 7 counselling session
  (rng, defs) => {
    const out = [floorAndWall(defs, '#f3ebe0', '#e8dccb', 600, '#a8886a', '#86664a')]
    // window with a plant, world map and framed certificates
    out.push(
      rect(900, 80, 220, 260, '#f6f2ea'),
      rect(
        914,
        94,
        192,
        232,
        defs.lin([
          [0, '#a9cde8'],
          [1, '#e8f2f6'],
        ]),
      ),
      rect(1006, 94, 8, 232, '#f6f2ea'),
    )
    out.push(cloud(rng, 980, 170, 0.6))
    out.push(rect(380, 90, 380, 220, '#f8f6f0'), rect(392, 102, 356, 196, '#d6ebf0'))
    for (const [ex, ey, rx, ry] of [
      [470, 170, 50, 34],
      [500, 240, 24, 36],
      [600, 160, 56, 36],
      [620, 236, 26, 30],
      [700, 250, 30, 20],
      [690, 160, 30, 22],
    ])
      out.push(ellipse(ex, ey, rx, ry, '#8fc4b2'))
    out.push(
      circle(560, 200, 8, '#d05a3a'),
      circle(640, 178, 6, '#2f6f8f'),
      circle(520, 168, 6, '#2f6f8f'),
    )
    for (const [fx, fy] of [
      [80, 110],
      [220, 110],
      [80, 270],
    ]) {
      out.push(
        rect(fx, fy, 110, 130, '#7a5a3a'),
        rect(fx + 8, fy + 8, 94, 114, '#fbf8f0'),
        circle(fx + 55, fy + 90, 12, '#c9a13a'),
      )
      for (let k = 0; k < 3; k++)
        out.push(rect(fx + 20, fy + 26 + k * 14, 70 - k * 14, 4, '#c8c0b0'))
    }
    out.push(pottedPlant(1130, 600, 1.7, '#4f8a5a', '#b8643a'))
    // the counsellor behind the desk
    out.push(
      person(600, 700, 1.7, {
        skin: SKIN[1],
        hair: HAIR[0],
        hairStyle: 'bun',
        top: '#6a5a9a',
        bottom: '#3a3a44',
        arms: [22, -50],
      }),
    )
    out.push(
      rect(200, 490, 800, 24, '#8a5a36'),
      rect(220, 514, 760, 220, '#a06a40'),
      rect(240, 534, 340, 180, '#94623c'),
      rect(620, 534, 340, 180, '#94623c'),
    )
    out.push(
      rect(640, 420, 150, 74, '#b8c0c8', { rx: 6 }),
      circle(715, 456, 8, '#e8eef2'),
      rect(625, 488, 180, 6, '#9aa4ae'),
    )
    out.push(
      rect(330, 470, 140, 20, '#ffffff', { transform: 'rotate(-4 400 480)' }),
      rect(350, 462, 140, 20, '#f6f2e6', { transform: 'rotate(3 420 472)' }),
    )
    out.push(
      rect(860, 440, 30, 50, '#3f6f9f', { rx: 4 }),
      rect(866, 420, 3, 24, '#c0503f'),
      rect(876, 424, 3, 20, '#2a2a2a'),
    )
    out.push(
      circle(280, 454, 30, '#8fc4d8'),
      ellipse(280, 454, 30, 12, 'none', { stroke: '#5a8a9a', 'stroke-width': 2 }),
      rect(276, 484, 8, 8, '#6a4a32'),
    )
    // a student and a parent, seen from behind
    out.push(
      person(420, 1010, 2.05, student(rng, { back: true, hairStyle: 'long', hair: HAIR[1] })),
    )
    out.push(
      person(800, 1010, 2.15, {
        back: true,
        skin: SKIN[2],
        hair: '#3a3a3a',
        top: '#c9a13a',
        hairStyle: 'short',
      }),
    )
    out.push(
      rect(340, 730, 160, 80, '#5a3a2a', { rx: 12 }),
      rect(715, 730, 170, 80, '#5a3a2a', { rx: 12 }),
    )
    return out
  },

  // 8 library reading room
  (rng, defs) => {
    const out = [floorAndWall(defs, '#efe6d6', '#e2d4bc', 560, '#8a6a4e', '#6a4e38')]
    out.push(bookshelf(rng, 20, 60, 460, 470, 6))
    out.push(bookshelf(rng, 720, 60, 460, 470, 6))
    out.push(
      path('M510 520 L510 160 A90 90 0 0 1 690 160 L690 520 Z', '#f6f0e4'),
      path(
        'M524 506 L524 164 A76 76 0 0 1 676 164 L676 506 Z',
        defs.lin([
          [0, '#bcd8ea'],
          [1, '#eef4f2'],
        ]),
      ),
    )
    out.push(rect(596, 90, 8, 420, '#f6f0e4'), rect(524, 300, 152, 8, '#f6f0e4'))
    // a student taking a book down
    out.push(person(150, 640, 1.55, student(rng, { arms: [8, -160], straps: '#2f4f6f' })))
    // readers at the long table
    const readers = [
      [330, 1.45],
      [520, 1.4],
      [700, 1.45],
      [880, 1.4],
    ]
    for (const [x, s] of readers) out.push(person(x, 720, s, student(rng, { arms: [30, -30] })))
    out.push(
      rect(180, 560, 900, 22, '#6a4028'),
      rect(200, 582, 20, 200, '#5a3620'),
      rect(1040, 582, 20, 200, '#5a3620'),
      rect(200, 582, 860, 40, '#5a3620'),
    )
    for (const [x] of readers) {
      out.push(
        path(P`M${x - 40} 560 L${x} 548 L${x + 40} 560 L${x + 40} 566 L${x - 40} 566 Z`, '#fbf8f0'),
        line(x, 548, x, 566, '#c8c0b0', 2),
      )
    }
    for (const lx of [425, 790]) {
      out.push(
        rect(lx - 4, 500, 8, 60, '#c9a13a'),
        rect(lx - 20, 554, 40, 6, '#c9a13a'),
        path(P`M${lx - 34} 500 Q${lx} 470 ${lx + 34} 500 Z`, '#2f7a4f'),
        ellipse(lx, 500, 30, 4, '#fff3c0', { opacity: 0.8 }),
      )
    }
    out.push(rect(980, 530, 50, 30, '#b5473a'), rect(986, 518, 44, 12, '#3f6f9f'))
    return out
  },

  // 9 campus in winter snow
  (rng, defs) => {
    const out = [
      rect(
        0,
        0,
        GW,
        GH,
        defs.lin([
          [0, '#a8b8cc'],
          [0.6, '#e6ecf2'],
        ]),
      ),
    ]
    // a snowy university building
    out.push(
      rect(200, 230, 800, 230, '#e2c49a'),
      poly(
        [
          [180, 232],
          [600, 150],
          [1020, 232],
        ],
        '#f4f8fb',
      ),
    )
    out.push(
      rect(520, 170, 160, 290, '#ead2ac'),
      poly(
        [
          [505, 172],
          [600, 110],
          [695, 172],
        ],
        '#f6fafc',
      ),
      circle(600, 215, 20, '#f4f0e6'),
    )
    out.push(
      windowGrid({ rng }, 214, 250, 290, 190, {
        cols: 6,
        rows: 3,
        glass: '#6a86a6',
        style: 'arch',
        ww: 22,
        sill: '#ffffff',
      }),
    )
    out.push(
      windowGrid({ rng }, 696, 250, 290, 190, {
        cols: 6,
        rows: 3,
        glass: '#6a86a6',
        style: 'arch',
        ww: 22,
        sill: '#ffffff',
      }),
    )
    out.push(path('M570 460 L570 340 A30 30 0 0 1 630 340 L630 460 Z', '#5a3a2a'))
    // snow on the ground, a trodden path and footprints
    out.push(path('M0 440 Q600 420 1200 445 L1200 800 L0 800 Z', '#f2f6fa'))
    out.push(path('M560 462 L640 462 Q700 620 820 800 L380 800 Q500 620 560 462 Z', '#d8e2ec'))
    for (let k = 0; k < 10; k++)
      out.push(ellipse(580 + k * 8 + (k % 2) * 14, 500 + k * 30, 5, 3, '#b8c6d4'))
    // snowy conifers
    for (const [tx, ty, s] of [
      [90, 520, 2.3],
      [260, 480, 1.6],
      [1000, 490, 1.8],
      [1120, 540, 2.5],
    ]) {
      out.push(conifer(tx, ty, s, '#3f5f4e'))
      out.push(
        poly(
          [
            [tx - 12 * s, ty - 60 * s],
            [tx, ty - 74 * s],
            [tx + 12 * s, ty - 60 * s],
            [tx, ty - 66 * s],
          ],
          '#ffffff',
        ),
        poly(
          [
            [tx - 18 * s, ty - 36 * s],
            [tx, ty - 50 * s],
            [tx + 18 * s, ty - 36 * s],
            [tx, ty - 42 * s],
          ],
          '#ffffff',
        ),
        poly(
          [
            [tx - 10 * s, ty - 92 * s],
            [tx, ty - 100 * s],
            [tx + 10 * s, ty - 92 * s],
          ],
          '#ffffff',
        ),
      )
    }
    out.push(rect(880, 420, 6, 120, '#3d4650'), circle(883, 416, 9, '#fff6d8'))
    // students in winter coats
    out.push(
      person(
        470,
        700,
        1.6,
        student(rng, {
          top: '#c0503f',
          scarf: '#f2c14e',
          hat: '#2f4f6f',
          arms: [6, -10],
          straps: '#2f4f6f',
        }),
      ),
    )
    out.push(
      person(
        650,
        760,
        1.75,
        student(rng, { top: '#2f4f6f', scarf: '#c0503f', hat: '#c0503f', arms: [4, -8] }),
      ),
    )
    out.push(
      person(
        300,
        780,
        1.8,
        student(rng, { back: true, top: '#e0a43a', scarf: '#4f7f5a', hat: '#4f7f5a' }),
      ),
    )
    for (let i = 0; i < 70; i++)
      out.push(
        circle(rng.range(0, GW), rng.range(0, GH), rng.range(2, 5), '#ffffff', { opacity: 0.85 }),
      )
    return out
  },

  // 10 mess meal: a thali
  (rng, defs) => {
    const out = [
      rect(
        0,
        0,
        GW,
        420,
        defs.lin([
          [0, '#f6ead2'],
          [1, '#ecd8b4'],
        ]),
      ),
    ]
    for (let k = 0; k < GW; k += 40) out.push(rect(k, 250, 38, 38, k % 80 ? '#e0c27a' : '#3f8a7a'))
    // serving counter with pots
    out.push(rect(0, 300, GW, 120, '#c8ccd0'), rect(0, 296, GW, 10, '#aab0b6'))
    for (const [px, pw, ph] of [
      [120, 120, 70],
      [300, 100, 60],
      [900, 130, 80],
      [1080, 100, 60],
    ]) {
      out.push(
        rect(
          px - pw / 2,
          296 - ph,
          pw,
          ph,
          defs.lin(
            [
              [0, '#dfe4e8'],
              [0.5, '#f6f8fa'],
              [1, '#aab2ba'],
            ],
            [0, 0, 1, 0],
          ),
        ),
        ellipse(px, 296 - ph, pw / 2, 10, '#c8ced4'),
      )
      out.push(
        path(P`M${px - 10} ${286 - ph} q-10 -20 0 -40 q10 -20 0 -40`, 'none', {
          stroke: '#ffffff',
          'stroke-width': 4,
          opacity: 0.7,
          'stroke-linecap': 'round',
        }),
      )
    }
    // friends across the table
    out.push(
      person(420, 600, 1.4, student(rng, { arms: [30, -40] })),
      person(780, 600, 1.4, student(rng, { arms: [40, -30], hairStyle: 'long' })),
    )
    out.push(
      rect(
        0,
        420,
        GW,
        380,
        defs.lin([
          [0, '#b9875a'],
          [1, '#8a5e3a'],
        ]),
      ),
    )
    // the thali
    const cx = 600
    const cy = 620
    out.push(ellipse(cx, cy + 10, 330, 150, '#000000', { opacity: 0.15 }))
    out.push(
      ellipse(
        cx,
        cy,
        330,
        150,
        defs.rad([
          [0, '#f4f6f8'],
          [0.8, '#cfd6dc'],
          [1, '#9aa4ac'],
        ]),
      ),
      ellipse(cx, cy, 300, 132, '#e2e7eb'),
    )
    const katori = (x, y, fill, top) =>
      ellipse(x, y + 6, 62, 30, '#aab2ba') +
      ellipse(x, y, 62, 28, '#d8dee3') +
      ellipse(x, y + 2, 52, 22, fill) +
      (top ? top(x, y) : '')
    out.push(
      katori(
        cx - 170,
        cy - 60,
        '#e3a82e',
        (x, y) => circle(x - 10, y, 4, '#6a8a2e') + circle(x + 14, y + 4, 3, '#6a8a2e'),
      ),
    )
    out.push(
      katori(
        cx - 40,
        cy - 90,
        '#c8602a',
        (x, y) => rect(x - 20, y - 6, 12, 10, '#f6ead2') + rect(x + 8, y, 12, 10, '#f6ead2'),
      ),
    )
    out.push(
      katori(
        cx + 90,
        cy - 88,
        '#6a8a2e',
        (x, y) => circle(x - 12, y, 6, '#8ab04a') + circle(x + 10, y + 2, 6, '#8ab04a'),
      ),
    )
    out.push(katori(cx + 210, cy - 50, '#f6f3ea', (x, y) => circle(x + 10, y - 2, 3, '#c0503f')))
    out.push(
      ellipse(cx + 30, cy + 40, 110, 50, '#fbfaf6'),
      ellipse(cx + 10, cy + 30, 60, 26, '#ffffff'),
    )
    for (const [rx, ry] of [
      [cx - 190, cy + 50],
      [cx - 150, cy + 30],
    ]) {
      out.push(ellipse(rx, ry, 80, 40, '#e8c48a'))
      for (let k = 0; k < 6; k++)
        out.push(
          circle(rx + rng.range(-50, 50), ry + rng.range(-22, 22), rng.range(3, 6), '#b07a3a', {
            opacity: 0.7,
          }),
        )
    }
    out.push(
      ellipse(cx + 200, cy + 50, 40, 20, '#c0503f'),
      ellipse(cx + 200, cy + 50, 30, 13, '#d8663a'),
    )
    out.push(
      ellipse(cx + 170, cy + 6, 30, 14, '#f2e6a0'),
      ellipse(cx + 230, cy + 10, 18, 9, '#d6e6a0'),
    )
    // papad, a tumbler of water and a spoon
    out.push(ellipse(cx - 380, cy + 90, 90, 44, '#f0d89a'))
    for (let k = 0; k < 12; k++)
      out.push(circle(cx - 380 + rng.range(-60, 60), cy + 90 + rng.range(-28, 28), 3, '#c8a060'))
    out.push(
      rect(
        cx + 380,
        cy - 120,
        80,
        130,
        defs.lin(
          [
            [0, '#c8d0d6'],
            [0.4, '#f4f6f8'],
            [1, '#9aa4ac'],
          ],
          [0, 0, 1, 0],
        ),
      ),
      ellipse(cx + 420, cy - 120, 40, 10, '#dfe6ea'),
      ellipse(cx + 420, cy + 10, 40, 10, '#aab2ba'),
    )
    out.push(
      rect(cx + 300, cy + 120, 120, 10, '#c8d0d6', {
        rx: 5,
        transform: `rotate(-12 ${cx + 360} ${cy + 125})`,
      }),
    )
    return out
  },

  // 11 white-coat ceremony
  (rng, defs) => {
    const out = [
      rect(
        0,
        0,
        GW,
        560,
        defs.lin([
          [0, '#22304e'],
          [1, '#34466c'],
        ]),
      ),
    ]
    for (let k = 0; k < GW; k += 80) out.push(rect(k, 0, 40, 560, '#2a3a5e', { opacity: 0.6 }))
    out.push(
      rect(150, 70, 900, 70, '#2a8a8a'),
      circle(600, 105, 28, '#f6f8fa'),
      path('M594 87h12v12h12v12h-12v12h-12v-12h-12v-12h12z', '#2a8a8a'),
    )
    for (let k = 0; k < 5; k++)
      out.push(ellipse(200 + k * 200, 0, 90, 200, '#fff4d0', { opacity: 0.06 }))
    out.push(rect(0, 560, GW, 60, '#8a5a3a'), rect(0, 620, GW, 180, '#1e2638'))
    out.push(
      pottedPlant(60, 560, 1.8, '#4f8a5a', '#c9a13a'),
      pottedPlant(1140, 560, 1.8, '#4f8a5a', '#c9a13a'),
    )
    // students already coated, hands at their sides
    for (const x of [170, 290, 910, 1030])
      out.push(person(x, 600, 1.5, student(rng, { coat: true })))
    // a student receiving her coat from a professor
    out.push(
      person(520, 640, 1.75, student(rng, { top: '#6a5a9a', arms: [-30, -40], hairStyle: 'long' })),
    )
    out.push(
      person(700, 640, 1.75, {
        skin: SKIN[0],
        hair: '#c9c4bc',
        grey: true,
        top: '#3f4f6f',
        bottom: '#2a2f3a',
        arms: [60, -6],
      }),
    )
    out.push(
      group(
        rect(-62, 6, 20, 110, '#e8edf1', { rx: 8, transform: 'rotate(12 -52 6)' }) +
          rect(42, 6, 20, 110, '#e8edf1', { rx: 8, transform: 'rotate(-12 52 6)' }) +
          path('M-44 0 L44 0 L54 160 L-54 160 Z', COAT) +
          path('M-20 0 L0 34 L20 0 L12 -8 L0 12 L-12 -8 Z', '#dfe5ea') +
          rect(-1, 34, 2, 126, '#dfe5ea') +
          rect(-38, 110, 22, 18, '#e6ebef') +
          rect(16, 110, 22, 18, '#e6ebef'),
        { transform: 'translate(610 330)' },
      ),
    )
    // the audience, seen from behind
    for (let x = 70; x < GW; x += 150)
      out.push(person(x + rng.range(-10, 10), 1010, 1.7, student(rng, { back: true })))
    return out
  },
]

async function writeGallery() {
  await fs.mkdir('public/images/gallery', { recursive: true })
  for (let n = 1; n <= galleryScenes.length; n++) {
    const rng = makeRng(5000 + n * 131)
    const defs = makeDefs()
    const svg = svgDoc(GW, GH, defs, galleryScenes[n - 1](rng, defs))
    await writeWebp(`public/images/gallery/${n}.webp`, svg, GW, GH, 50)
    await writeWebp(`public/images/gallery/${n}-thumb.webp`, svg, 480, 320, 15)
  }
}

// ---------------------------------------------------------------------------------------------
// Writing and checking

const results = []
let failed = false

async function record(file, data, limitKb, note = '') {
  await fs.writeFile(file, data)
  const kb = data.length / 1024
  const over = kb > limitKb
  if (over) failed = true
  results.push({ file, bytes: data.length })
  console.log(
    `${over ? 'OVER ' : ''}${file}  ${kb.toFixed(1)} KB${over ? ` (limit ${limitKb} KB)` : ''}${note ? `  (${note})` : ''}`,
  )
}

async function writeWebp(file, svg, width, height, limitKb) {
  const data = await sharp(Buffer.from(svg))
    .resize(width, height)
    .webp({ quality: 72, effort: 6 })
    .toBuffer()
  await record(file, data, limitKb)
}

async function writeUniversities() {
  await fs.mkdir('public/images/universities', { recursive: true })
  for (let id = 1; id <= 47; id++) {
    const country = countryOfUniversity(id)
    const pos =
      id - [...Array(id).keys()].map((i) => i + 1).find((i) => countryOfUniversity(i) === country)
    const svg = universitySvg(1000 + id * 7919, country, uniThemes[country], pos)
    await writeWebp(`public/images/universities/${id}.webp`, svg, UNI_W, UNI_H, 30)
  }
  await writeWebp(
    'public/images/universities/fallback.webp',
    universitySvg(424242, 'neutral', neutralTheme),
    UNI_W,
    UNI_H,
    30,
  )
}

const only = process.argv[2]
if (only && !['universities', 'countries', 'gallery'].includes(only)) {
  console.error(
    `Unknown group "${only}": use universities, countries or gallery, or nothing for all.`,
  )
  process.exit(1)
}
if (!only || only === 'universities') await writeUniversities()
if (!only || only === 'countries') await writeCountries()
if (!only || only === 'gallery') await writeGallery()

const total = results.reduce((sum, r) => sum + r.bytes, 0)
console.log(`${results.length} files, ${(total / 1024).toFixed(1)} KB in all`)
if (failed) {
  console.error('Some files failed their checks (see above).')
  process.exit(1)
}
