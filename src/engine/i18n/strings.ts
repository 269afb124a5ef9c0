import type { Messages, MessageCatalogue } from '../contract';
import type { GameStrings } from './types';

// What a game's English strings must hold: a sentence for every key its spec
// declares (log, prompt, counter labels, score categories), each using only the
// parameters declared for it. Used by the tests (strings.test.ts).

const PLURAL = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The `{{name}}` parameters a sentence interpolates (`{{name, format}}` and `{{- name}}` too). */
export function parametersOf(sentence: string): string[] {
  return Array.from(sentence.matchAll(/\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g), (m) => m[1] ?? '');
}

function group(strings: GameStrings | undefined, name: string): GameStrings {
  const value = strings?.[name];
  return typeof value === 'object' && value !== null ? value : {};
}

/** The sentence for `key` and its plural forms (`key_one`, `key_other`...), as found. */
function forms(strings: GameStrings, key: string): [string, unknown][] {
  return Object.entries(strings).filter(([k]) => k === key || PLURAL.some((p) => k === `${key}_${p}`));
}

function checkGroup(strings: GameStrings, groupName: string, declared: MessageCatalogue): string[] {
  const problems: string[] = [];
  const where = (key: string) => `${groupName}.${key}`;
  for (const [key, kinds] of Object.entries(declared)) {
    const found = forms(strings, key);
    if (found.length === 0) problems.push(`${where(key)}: no string`);
    for (const [formKey, sentence] of found) {
      if (typeof sentence !== 'string') {
        problems.push(`${groupName}.${formKey}: not a string`);
        continue;
      }
      const allowed = new Set(Object.keys(kinds));
      for (const used of parametersOf(sentence)) {
        if (!allowed.has(used))
          problems.push(`${groupName}.${formKey}: uses {{${used}}}, which ${key} does not declare`);
      }
      if (formKey !== key && !allowed.has('count'))
        problems.push(`${groupName}.${formKey}: a plural form, but ${key} declares no count`);
    }
  }
  return problems;
}

/** Every way `strings` (a game's en.ts) falls short of the game's declared messages; empty when it does not. */
export function missingStrings(messages: Messages, strings: GameStrings | undefined): string[] {
  const noParams = (keys: readonly string[]): MessageCatalogue => Object.fromEntries(keys.map((k) => [k, {}]));
  return [
    ...checkGroup(group(strings, 'log'), 'log', messages.log),
    ...checkGroup(group(strings, 'prompt'), 'prompt', messages.prompt),
    ...checkGroup(group(strings, 'counter'), 'counter', noParams(messages.counters)),
    ...checkGroup(group(strings, 'score'), 'score', noParams(messages.scores)),
  ];
}
