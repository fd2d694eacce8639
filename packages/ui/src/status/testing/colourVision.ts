// Colour arithmetic for the palette's tests: WCAG's contrast ratio, and how far apart two
// colours look (CIELAB distance, ΔE 1976) to normal vision and to the three colour blindnesses
// (Machado, Oliveira and Fernandes 2009, full severity).

type Rgb = [number, number, number];
type Matrix = [Rgb, Rgb, Rgb];

export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';

const SEEN_AS: Record<Vision, Matrix> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** '#1d4ed8' as linear-light red, green and blue (0..1). */
function linear(hex: string): Rgb {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return [channel(1), channel(3), channel(5)];
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(linear(one)), luminance(linear(other))].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

function lab([r, g, b]: Rgb): Rgb {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

function seenAs(hex: string, vision: Vision): Rgb {
  const colour = linear(hex);
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return SEEN_AS[vision].map((row) =>
    clamp(row[0] * colour[0] + row[1] * colour[1] + row[2] * colour[2]),
  ) as Rgb;
}

/** How far apart two colours look to the given vision (CIELAB ΔE; about 2 is just noticeable). */
export function difference(one: string, other: string, vision: Vision): number {
  const [a, b] = [lab(seenAs(one, vision)), lab(seenAs(other, vision))];
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
