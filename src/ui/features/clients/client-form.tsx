/**
 * The client form ('Novo cliente' and 'Editar'): name, phone (WhatsApp), e-mail, CPF or CNPJ
 * (masked while typed) and notes; the domain's checks on submit and the server's field
 * messages when it refuses.
 */
import { useState, type FormEvent } from 'react';
import type { RemoteFailure, Result } from '../../../application/shared/result';
import { maskPhone } from '../../../domain/accounts/fields';
import { maskDocument } from '../../../domain/proposal/client';
import {
  CLIENT_NAME_MAX,
  CLIENT_NOTES_MAX,
  validateClientRecordDraft,
  type ClientRecord,
  type ClientRecordDraft,
} from '../../../domain/clients/client-record';
import { Button, TextField } from '../../design-system';
import { TextAreaField } from '../../shared/catalog/form-controls';
import * as s from './clients.css';

type Errors = Partial<Record<keyof ClientRecordDraft, string>>;

export interface ClientFormProps {
  initial: ClientRecordDraft;
  submitLabel: string;
  onSubmit: (draft: ClientRecordDraft) => Promise<Result<ClientRecord, RemoteFailure>>;
  onSaved: (client: ClientRecord) => void;
}

export function ClientForm({ initial, submitLabel, onSubmit, onSaved }: ClientFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof ClientRecordDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateClientRecordDraft(draft);
    setErrors(found ?? {});
    if (found) return;
    setSaving(true);
    const result = await onSubmit(draft);
    setSaving(false);
    if (result.ok) {
      onSaved(result.value);
      return;
    }
    const fields = result.error.kind === 'rejected' ? result.error.fields ?? {} : {};
    const next: Errors = {};
    for (const key of ['name', 'phone', 'email', 'document', 'notes'] as const) if (fields[key]?.[0]) next[key] = fields[key][0];
    setErrors(next);
    setProblem(Object.keys(next).length > 0 ? null : result.error.message);
  };

  return (
    <form className={s.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Nome" value={draft.name} maxLength={CLIENT_NAME_MAX} autoComplete="off" error={errors.name ?? null} onChange={(event) => set('name', event.target.value)} />
      <TextField
        label="Telefone (WhatsApp)"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="(00) 00000-0000"
        value={draft.phone}
        error={errors.phone ?? null}
        onChange={(event) => set('phone', maskPhone(event.target.value))}
      />
      <TextField label="E-mail" type="email" autoComplete="off" value={draft.email} error={errors.email ?? null} onChange={(event) => set('email', event.target.value)} />
      <TextField
        label="CPF ou CNPJ"
        inputMode="numeric"
        autoComplete="off"
        value={draft.document}
        error={errors.document ?? null}
        onChange={(event) => set('document', maskDocument(event.target.value))}
      />
      <TextAreaField label="Observações" value={draft.notes} maxLength={CLIENT_NOTES_MAX} rows={3} error={errors.notes ?? null} onValueChange={(value) => set('notes', value)} />
      {problem ? (
        <p role="alert" className={s.muted}>
          {problem}
        </p>
      ) : null}
      <div className={s.actions}>
        <Button type="submit" variant="primary" loading={saving} loadingText="Salvando…">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
