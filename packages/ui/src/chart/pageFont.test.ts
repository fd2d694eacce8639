import { Chart } from 'chart.js';
import { takePageFont } from './pageFont';

describe('takePageFont', () => {
  it("gives chart.js the page's font stack, with the Devanagari web font in it", async () => {
    const canvas = document.createElement('canvas');
    canvas.style.fontFamily = '"Noto Sans Devanagari", system-ui, sans-serif';
    document.body.append(canvas);
    await takePageFont(Chart, canvas, ['खुली: 3']);
    expect(Chart.defaults.font.family).toBe('"Noto Sans Devanagari", system-ui, sans-serif');
  });
});
