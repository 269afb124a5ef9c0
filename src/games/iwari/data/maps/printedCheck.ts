import { z } from 'zod';
import { BIOMES } from '../biomes';
import { mapProblems } from './checks';
import { mapOfFile, type PrintedMapFile } from './printed';

// The check of a host's iwari.json (printed.ts): its shape and ranges, then the
// checks every map passes.

const id = z.string().min(1).max(24);
const point = z.tuple([z.number().finite(), z.number().finite()]);
const kinds = z
  .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
  .max(4)
  .refine((k) => new Set(k).size === k.length, 'a kind twice');

const fileSchema = z.strictObject({
  /** A free note: whose box, which side of the board, or that the map is a sample. */
  about: z.string().max(2000).optional(),
  /** The map's name as printed, shown on the board. */
  name: z.string().min(1).max(60),
  territories: z
    .array(
      z.strictObject({
        id,
        biome: z.enum(BIOMES),
        number: z.number().int().min(1).max(99),
        spaces: z.array(id).min(1).max(30),
      }),
    )
    .min(2)
    .max(40),
  paths: z.array(z.tuple([id, id])).max(1000),
  connections: z
    .array(
      z.strictObject({
        n: z.number().int().min(1).max(99),
        a: id,
        b: id,
        kind: z.enum(['land', 'water']),
        mountain: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
      }),
    )
    .min(1)
    .max(99),
  usesMountains: z.boolean(),
  /** The mountain kinds active for each player count (reference §3.4). */
  mountains: z.strictObject({ 2: kinds, 3: kinds, 4: kinds, 5: kinds }),
  layout: z.strictObject({
    width: z.number().positive().max(10000),
    height: z.number().positive().max(10000),
    outlines: z.record(z.string(), z.array(point).min(3).max(200)),
    spaces: z.record(z.string(), point),
    totems: z.record(z.string(), point),
    connections: z.record(z.string(), point),
  }),
});

const where = (path: readonly PropertyKey[]): string => (path.length > 0 ? path.map(String).join('.') : '(the file)');

function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'missing';
  return issue.message;
}

/** Every problem of a parsed iwari.json, as "entry: what"; empty when it is sound. */
export function iwariPrintedProblems(raw: unknown): string[] {
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i) => `${where(i.path)}: ${issueText(i)}`);
  const file = parsed.data;
  const out = mapProblems(mapOfFile(file as PrintedMapFile)).map((p) => `map: ${p}`);
  for (const players of [2, 3, 4, 5] as const) {
    if (!file.usesMountains && file.mountains[players].length > 0)
      out.push(`mountains.${players}: the map uses no mountains`);
  }
  return out;
}
