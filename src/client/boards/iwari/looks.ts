// The biomes' looks, apart from the pieces so that the home page's picture of the
// map loads no game code: colour, ground, terrain and symbol (colour is never the
// only cue).
import type { Biome } from '../../../games/iwari';

export interface BiomeStyle {
  /** The card's colour. */
  card: string;
  /** The territory's ground on the map. */
  land: string;
  /** The terrain drawn on the ground (trees, dunes, stones…). */
  deco: string;
  /** Text colour readable on `card`. */
  ink: string;
  /** The symbol as a character (sentences, buttons); the map and cards draw BIOME_EMBLEMS. */
  symbol: string;
}

export const BIOME_STYLES: Readonly<Record<Biome, BiomeStyle>> = {
  tundra: { card: '#c0392b', land: '#e6b3a0', deco: '#97402f', ink: '#ffffff', symbol: '▲' },
  forest: { card: '#2e7d32', land: '#a9d08e', deco: '#2a6a2e', ink: '#ffffff', symbol: '♣' },
  glacier: { card: '#1f6fb2', land: '#d6e8f6', deco: '#6d98c4', ink: '#ffffff', symbol: '❄' },
  coast: { card: '#e2b714', land: '#f3e29a', deco: '#a8852a', ink: '#000000', symbol: '≈' },
  desert: { card: '#e07b1a', land: '#f2c58f', deco: '#b0601c', ink: '#000000', symbol: '☀' },
};
