// Okabe–Ito colours, safe for the common colour-vision deficiencies, each paired
// with a distinct symbol so colour is never the only cue.
export interface SeatStyle {
  colour: string;
  /** Text colour readable on `colour`. */
  ink: string;
  symbol: string;
  /** i18n key under `common:colour.` naming the colour for screen readers. */
  name: string;
}

export const seatStyles: readonly SeatStyle[] = [
  { colour: '#0072B2', ink: '#ffffff', symbol: '●', name: 'blue' },
  { colour: '#E69F00', ink: '#000000', symbol: '▲', name: 'orange' },
  { colour: '#009E73', ink: '#ffffff', symbol: '■', name: 'green' },
  { colour: '#CC79A7', ink: '#000000', symbol: '◆', name: 'pink' },
  { colour: '#D55E00', ink: '#ffffff', symbol: '★', name: 'vermilion' },
  { colour: '#56B4E9', ink: '#000000', symbol: '✚', name: 'skyBlue' },
];

export function seatStyle(playerID: string): SeatStyle {
  const index = Number.parseInt(playerID, 10);
  const safe = Number.isFinite(index) && index >= 0 ? index : 0;
  return seatStyles[safe % seatStyles.length];
}
