import { describe, expect, it } from 'vitest';
import { inches, points, pptColor } from './units.js';

describe('slide units and colours for PowerPoint', () => {
  it('turns pixels into inches and points', () => {
    expect(inches(960)).toBe(10);
    expect(points(32)).toBe(24);
  });

  it.each([
    ['#fff', { hex: 'FFFFFF', transparency: 0 }],
    ['#1E3A8A', { hex: '1E3A8A', transparency: 0 }],
    ['#00000080', { hex: '000000', transparency: 50 }],
    ['rgb(220, 38, 38)', { hex: 'DC2626', transparency: 0 }],
    ['rgba(0,0,0,0.25)', { hex: '000000', transparency: 75 }],
    ['rgb(300 -5 10 / 50%)', null],
    ['White', { hex: 'FFFFFF', transparency: 0 }],
    ['transparent', null],
    ['rgba(1,2,3,0)', null],
    ['url(javascript:1)', null],
    ['', null],
  ])('reads %s', (css, color) => {
    expect(pptColor(css)).toEqual(color);
  });
});
