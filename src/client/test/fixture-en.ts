// The fixture game's English strings, for the client's tests: they live with the
// fixture (src/engine/fixture/i18n/en.ts).
export { fixtureEn } from '../../engine/fixture/i18n/en';
