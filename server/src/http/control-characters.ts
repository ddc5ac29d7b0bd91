/**
 * Control characters in client input: refused with a DRF-style 400 before anything reaches
 * the database (PostgreSQL refuses NUL in `text` and `jsonb` — that was a 500 — and no field
 * of this API has a use for the other control characters).
 *
 * Applied once for every route by the shared validator compiler (`drfValidatorCompiler` in
 * drf-errors.ts), to the body, the query string and the path parameters, and by
 * {@link withoutControlCharacters} to input a route parses itself (the multipart profile form).
 *
 * - Query strings and path parameters: every C0 control (U+0000–U+001F) and DEL (U+007F).
 * - Bodies: the same, except tab, line feed and carriage return, which a text field may hold
 *   (each field's own rules still decide whether it accepts them).
 * - Object keys are checked too (a `jsonb` column stores them); an offending key is reported
 *   on the object holding it (`non_field_errors` at the top level), never echoed.
 */
import { z } from 'zod';

/** The pt-BR field message. */
export const CONTROL_CHARACTERS_MESSAGE = 'Caracteres de controle não são permitidos.';

/** Which request part is checked: bodies may hold tab, LF and CR in their text. */
export type ControlCharacterPolicy = 'text' | 'strict';

// C0 controls and DEL; `text` keeps \t (09), \n (0A) and \r (0D).
const STRICT = /[\u0000-\u001f\u007f]/;
const TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** At most this many offending places are reported (a body may hold thousands). */
export const MAX_REPORTED = 20;

/** Whether `text` holds a control character the policy refuses. */
export function hasControlCharacters(text: string, policy: ControlCharacterPolicy): boolean {
  return (policy === 'strict' ? STRICT : TEXT).test(text);
}

/**
 * The paths (field names, array indexes) of the values of `data` that hold refused control
 * characters, at most {@link MAX_REPORTED}; an offending object key yields the path of its
 * object. Walks iteratively: deeply nested input cannot overflow the stack.
 */
export function findControlCharacters(data: unknown, policy: ControlCharacterPolicy): (string | number)[][] {
  // Each pending value knows its parent, so a path is only built for what is reported
  // (copying paths on the way down would be quadratic in the depth).
  type Node = { value: unknown; key: string | number | undefined; parent: Node | undefined };
  const pathOf = (node: Node | undefined): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let current = node; current?.key !== undefined; current = current.parent) path.push(current.key);
    return path.reverse();
  };
  const found: (string | number)[][] = [];
  const seen = new Set<Node>();
  const report = (node: Node) => {
    if (seen.has(node)) return;
    seen.add(node);
    found.push(pathOf(node));
  };
  const stack: Node[] = [{ value: data, key: undefined, parent: undefined }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (hasControlCharacters(value, policy)) report(node);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], key: index, parent: node });
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        if (hasControlCharacters(key, policy)) report(node);
        else stack.push({ value: item, key, parent: node });
      }
    }
  }
  return found;
}

/**
 * `schema`, preceded by the control-character check: input holding refused control
 * characters fails with one issue per offending field (message
 * {@link CONTROL_CHARACTERS_MESSAGE}) and `schema` does not run.
 */
export function withoutControlCharacters<T extends z.ZodType>(schema: T, policy: ControlCharacterPolicy): z.ZodPipe<z.ZodUnknown, T> {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of findControlCharacters(value, policy)) {
        ctx.addIssue({ code: 'custom', path, message: CONTROL_CHARACTERS_MESSAGE });
      }
    })
    .pipe(schema);
}
