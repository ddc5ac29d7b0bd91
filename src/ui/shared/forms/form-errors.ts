/**
 * Turning validation results and server refusals into what a form shows: one message
 * under each field (the first of its list) and one general message for the rest
 * (`non_field_errors`, a field the form does not have, or the server's sentence).
 */
import type { RemoteFailure } from '../../../application/shared/result';
import type { FieldErrors } from '../../../domain/accounts/fields';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field of `errors` that the form has. */
export function firstMessages<K extends string>(errors: FieldErrors | null, fields: readonly K[]): FormErrors<K> {
  const out: FormErrors<K> = {};
  if (!errors) return out;
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (message) out[field] = message;
  }
  return out;
}

/** Field messages for the form's fields and a general message for anything else. */
export function splitFailure<K extends string>(
  failure: RemoteFailure,
  fields: readonly K[],
): { fields: FormErrors<K>; general: string | null } {
  if (failure.kind !== 'rejected' || !failure.fields) return { fields: {}, general: failure.message };
  const byField = firstMessages(failure.fields, fields);
  const others = Object.entries(failure.fields)
    .filter(([key]) => !(fields as readonly string[]).includes(key))
    .map(([, messages]) => messages[0])
    .filter((message): message is string => Boolean(message));
  const general = others[0] ?? (Object.keys(byField).length === 0 ? failure.message : null);
  return { fields: byField, general };
}

/** The first field (in form order) that has an error, to move the focus there. */
export function firstInvalid<K extends string>(errors: FormErrors<K>, order: readonly K[]): K | null {
  return order.find((field) => errors[field]) ?? null;
}
