import sharp from 'sharp';

// The demo venues' photos, drawn at seed time (no download, no file in the repository): an SVG of shapes and gradients
// in the venue's colours, a scene of a party venue (a laid table under lamps, a window on the city at night, a terrace
// or deck at dusk), rendered as a camera would deliver it (a 1600 × 1067 JPEG) and then stored like an upload. Each
// venue's seed varies the scene, so no two venues' photos are alike.

/** A venue's colours: its walls or hull, its accent (cloth, furniture) and its light. */
export interface SeedPalette {
  base: string;
  accent: string;
  light: string;
}

/** The three scenes a demo photo can show. */
export type SeedScene = 'tafel' | 'fenster' | 'terrasse';

export const SEED_PHOTO_WIDTH = 1600;
export const SEED_PHOTO_HEIGHT = 1067;

const W = SEED_PHOTO_WIDTH;
const H = SEED_PHOTO_HEIGHT;

/** A small deterministic random source (mulberry32), seeded by a text: the same venue draws the same photo every time. */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** `a` moved towards `b` by t (0: a, 1: b). */
function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((value, i) => Math.round(value + (y[i] - value) * t).toString(16).padStart(2, '0')).join('')}`;
}

const darker = (hex: string, t: number) => mix(hex, '#000000', t);
const lighter = (hex: string, t: number) => mix(hex, '#ffffff', t);
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A light's soft halo as rings of flat, faint colour: a radial gradient per light costs the rasteriser five times as
 * much, and the seed draws all its photos at every fresh start.
 */
function glow(palette: SeedPalette, cx: number, cy: number, r: number): string {
  const halo = lighter(palette.light, 0.3);
  return [1, 0.72, 0.48, 0.28]
    .map((share, i) => `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * share)}" fill="${halo}" fill-opacity="${[0.07, 0.09, 0.12, 0.2][i]}"/>`)
    .join('');
}

/** The shared gradients and the scene's own. */
function defs(extra = ''): string {
  return `<defs>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
${extra}</defs>`;
}

/** A laid table under pendant lamps, in front of arched windows. */
function tafel(palette: SeedPalette, random: () => number): string {
  const wallTop = darker(palette.base, 0.55);
  const wallBottom = palette.base;
  const horizon = 560 + random() * 80;
  const windows = 3 + Math.floor(random() * 3);
  const lamps = 4 + Math.floor(random() * 4);
  const tableNear = 620 + random() * 220;
  const tableFar = 180 + random() * 120;
  const centre = W / 2 + (random() - 0.5) * 240;
  const parts: string[] = [
    defs(
      `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darker(palette.base, 0.35)}"/><stop offset="1" stop-color="${darker(palette.base, 0.7)}"/></linearGradient>
<linearGradient id="pane" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2a4a"/><stop offset="1" stop-color="${mix('#1b2a4a', palette.light, 0.35)}"/></linearGradient>`,
    ),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<rect y="${round(horizon)}" width="${W}" height="${round(H - horizon)}" fill="url(#floor)"/>`,
  ];
  const gap = W / (windows + 1);
  for (let i = 1; i <= windows; i++) {
    const x = gap * i - 70;
    parts.push(`<path d="M${round(x)} ${round(horizon - 40)} v-260 a70 70 0 0 1 140 0 v260 z" fill="url(#pane)" stroke="${lighter(palette.base, 0.25)}" stroke-width="10"/>`);
    parts.push(`<path d="M${round(x + 70)} ${round(horizon - 40)} v-330 M${round(x)} ${round(horizon - 180)} h140" stroke="${lighter(palette.base, 0.25)}" stroke-width="6"/>`);
  }
  // The table in perspective, its cloth in the accent colour, candles along it.
  parts.push(`<polygon points="${round(centre - tableFar / 2)},${round(horizon + 20)} ${round(centre + tableFar / 2)},${round(horizon + 20)} ${round(centre + tableNear / 2)},${H} ${round(centre - tableNear / 2)},${H}" fill="${lighter(palette.accent, 0.55)}"/>`);
  parts.push(`<polygon points="${round(centre - tableNear / 2)},${H} ${round(centre + tableNear / 2)},${H} ${round(centre + tableNear / 2)},${H - 30} ${round(centre - tableNear / 2)},${H - 30}" fill="${palette.accent}" fill-opacity="0.6"/>`);
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const y = horizon + 40 + t * (H - horizon - 80);
    const half = (tableFar + (tableNear - tableFar) * ((y - horizon) / (H - horizon))) / 2;
    for (const side of [-1, 1]) {
      const chairX = centre + side * (half + 18 + t * 30);
      const size = 22 + t * 60;
      parts.push(`<rect x="${round(chairX - size / 2)}" y="${round(y - size)}" width="${round(size)}" height="${round(size * 1.4)}" rx="${round(size / 6)}" fill="${darker(palette.accent, 0.45)}"/>`);
    }
    // Plates on both sides of the cloth, a candle between every other pair.
    for (const side of [-1, 1]) parts.push(`<ellipse cx="${round(centre + side * half * 0.62)}" cy="${round(y)}" rx="${round(8 + t * 34)}" ry="${round(3 + t * 12)}" fill="#fbf7ef" stroke="${darker(palette.accent, 0.2)}" stroke-width="${round(1 + t * 2)}"/>`);
    if (i % 2 === 1) parts.push(`${glow(palette, round(centre), round(y - 10 - t * 30), round(40 + t * 90))}<rect x="${round(centre - 2 - t * 5)}" y="${round(y - 14 - t * 40)}" width="${round(4 + t * 10)}" height="${round(14 + t * 40)}" rx="2" fill="#fbf3e4"/>`);
  }
  for (let i = 0; i < lamps; i++) {
    const x = (W / lamps) * (i + 0.5) + (random() - 0.5) * 60;
    const drop = 120 + random() * 160;
    parts.push(`<line x1="${round(x)}" y1="0" x2="${round(x)}" y2="${round(drop)}" stroke="${darker(palette.base, 0.7)}" stroke-width="3"/>`);
    parts.push(`${glow(palette, round(x), round(drop + 20), 115)}<path d="M${round(x - 36)} ${round(drop + 22)} q36 -52 72 0 z" fill="${palette.light}"/>`);
  }
  parts.push(`<rect width="${W}" height="${H}" fill="url(#shade)" fill-opacity="0.6"/>`);
  return parts.join('\n');
}

/** The city at night through a large window, with a string of lights across it. */
function fenster(palette: SeedPalette, random: () => number): string {
  const sky = mix('#0d1630', palette.base, 0.3);
  const parts: string[] = [
    defs(
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${mix(sky, palette.light, 0.45)}"/></linearGradient>`,
    ),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
  ];
  // The skyline: blocks of houses with lit windows.
  let x = -20;
  while (x < W) {
    const width = 70 + random() * 150;
    const height = 180 + random() * 380;
    const top = H - 220 - height;
    parts.push(`<rect x="${round(x)}" y="${round(top)}" width="${round(width)}" height="${round(height + 220)}" fill="${darker(palette.base, 0.75 + random() * 0.15)}"/>`);
    for (let wy = top + 20; wy < H - 240; wy += 34) {
      for (let wx = x + 12; wx < x + width - 20; wx += 28) {
        if (random() < 0.3) parts.push(`<rect x="${round(wx)}" y="${round(wy)}" width="12" height="16" fill="${palette.light}" fill-opacity="${round(0.5 + random() * 0.5)}"/>`);
      }
    }
    x += width + 6 + random() * 20;
  }
  // The room's frame and sill in the venue's colour.
  const frame = darker(palette.base, 0.2);
  parts.push(`<path d="M0 0 H${W} V${H} H0 Z M90 80 V${H - 200} H${W - 90} V80 Z" fill="${frame}" fill-rule="evenodd"/>`);
  const mullions = 2 + Math.floor(random() * 3);
  for (let i = 1; i <= mullions; i++) parts.push(`<rect x="${round(90 + ((W - 180) / (mullions + 1)) * i - 8)}" y="80" width="16" height="${H - 280}" fill="${frame}"/>`);
  parts.push(`<rect x="0" y="${H - 200}" width="${W}" height="200" fill="${darker(palette.accent, 0.3)}"/><rect x="0" y="${H - 200}" width="${W}" height="14" fill="${lighter(palette.accent, 0.3)}"/>`);
  // A string of lights hanging across the window.
  const sag = 80 + random() * 120;
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const lx = 90 + t * (W - 180);
    const ly = 130 + sag * 4 * t * (1 - t);
    parts.push(`${glow(palette, round(lx), round(ly), 46)}<circle cx="${round(lx)}" cy="${round(ly)}" r="7" fill="${lighter(palette.light, 0.6)}"/>`);
  }
  // Glasses on the sill.
  for (let i = 0; i < 5; i++) {
    const gx = 200 + random() * (W - 400);
    parts.push(`<path d="M${round(gx - 4)} ${H - 200} h8 M${round(gx)} ${H - 200} v-34 M${round(gx)} ${H - 234} l-20 -44 h40 z" stroke="${lighter(palette.light, 0.4)}" stroke-width="4" stroke-opacity="0.8" fill="${lighter(palette.light, 0.4)}" fill-opacity="0.8"/>`);
  }
  return parts.join('\n');
}

/** A terrace or deck at dusk: the sky, the city across the water, lights overhead and a railing. */
function terrasse(palette: SeedPalette, random: () => number): string {
  const top = mix('#1d2550', palette.base, 0.25);
  const low = mix('#f0a060', palette.light, 0.4);
  const waterline = 640 + random() * 80;
  const parts: string[] = [
    defs(
      `<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.75" stop-color="${low}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(low, top, 0.5)}"/><stop offset="1" stop-color="${darker(top, 0.4)}"/></linearGradient>`,
    ),
    `<rect width="${W}" height="${H}" fill="url(#dusk)"/>`,
    `<circle cx="${round(300 + random() * 1000)}" cy="${round(waterline - 120 - random() * 200)}" r="${round(50 + random() * 40)}" fill="${lighter(low, 0.5)}" fill-opacity="0.85"/>`,
    `<rect y="${round(waterline)}" width="${W}" height="${round(H - waterline)}" fill="url(#water)"/>`,
  ];
  let x = 0;
  while (x < W) {
    const width = 40 + random() * 120;
    const height = 40 + random() * 170;
    parts.push(`<rect x="${round(x)}" y="${round(waterline - height)}" width="${round(width + 2)}" height="${round(height)}" fill="${darker(top, 0.35)}"/>`);
    if (random() < 0.25) parts.push(`<rect x="${round(x + width / 2 - 4)}" y="${round(waterline - height - 90)}" width="8" height="90" fill="${darker(top, 0.35)}"/>`);
    x += width;
  }
  for (let i = 0; i < 14; i++) {
    const y = waterline + 20 + random() * (H - waterline - 200);
    parts.push(`<rect x="${round(random() * W)}" y="${round(y)}" width="${round(60 + random() * 200)}" height="4" fill="${lighter(low, 0.3)}" fill-opacity="0.5"/>`);
  }
  // The deck or terrace floor and its railing in the venue's colours.
  const deck = H - 190;
  parts.push(`<rect y="${deck}" width="${W}" height="190" fill="${darker(palette.accent, 0.35)}"/>`);
  for (let px = 20; px < W; px += 80) parts.push(`<rect x="${px}" y="${deck - 150}" width="10" height="150" fill="${darker(palette.base, 0.5)}"/>`);
  parts.push(`<rect y="${deck - 160}" width="${W}" height="16" fill="${darker(palette.base, 0.4)}"/>`);
  // Two strings of lights from the edges.
  for (const [from, to, sag] of [
    [0, W, 120 + random() * 80],
    [0, W, 240 + random() * 80],
  ] as const) {
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const lx = from + t * (to - from);
      const ly = 40 + sag * 4 * t * (1 - t) + (sag > 200 ? 60 : 0);
      parts.push(`${glow(palette, round(lx), round(ly), 40)}<circle cx="${round(lx)}" cy="${round(ly)}" r="6" fill="${lighter(palette.light, 0.6)}"/>`);
    }
  }
  // High tables with lanterns.
  for (let i = 0; i < 3; i++) {
    const tx = 250 + i * 520 + (random() - 0.5) * 120;
    parts.push(`<rect x="${round(tx - 6)}" y="${deck - 10}" width="12" height="130" fill="${darker(palette.accent, 0.6)}"/><ellipse cx="${round(tx)}" cy="${deck - 10}" rx="90" ry="16" fill="${lighter(palette.accent, 0.35)}"/>${glow(palette, round(tx), deck - 40, 80)}<rect x="${round(tx - 12)}" y="${deck - 62}" width="24" height="44" rx="4" fill="${palette.light}"/>`);
  }
  return parts.join('\n');
}

const SCENES: Record<SeedScene, (palette: SeedPalette, random: () => number) => string> = { tafel, fenster, terrasse };

/** The SVG of one demo photo: `seed` (the venue's slug and the photo's number) varies the scene. */
export function seedPhotoSvg(scene: SeedScene, palette: SeedPalette, seed: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">\n${SCENES[scene](palette, randomFrom(seed))}\n</svg>`;
}

/** One demo photo as a camera delivers it: a 1600 × 1067 JPEG. */
export async function renderSeedPhoto(scene: SeedScene, palette: SeedPalette, seed: string): Promise<Buffer> {
  return sharp(Buffer.from(seedPhotoSvg(scene, palette, seed)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
