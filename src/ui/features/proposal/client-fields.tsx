/**
 * The client record of a proposal: phone (WhatsApp), e-mail, CPF/CNPJ and city,
 * each optional, masked while typed and checked with the domain's rules
 * (src/domain/proposal/client.ts, the messages the server answers).
 */
import { maskPhone } from '../../../domain/accounts/fields';
import { maskDocument, type ClientDraft } from '../../../domain/proposal/client';
import { TextField } from '../../design-system';
import * as s from './proposal.css';

export interface ClientFieldsProps {
  draft: ClientDraft;
  errors: Partial<Record<keyof ClientDraft, string>> | null;
  onChange: (draft: ClientDraft) => void;
}

export function ClientFields({ draft, errors, onChange }: ClientFieldsProps) {
  const set = (key: keyof ClientDraft, value: string) => onChange({ ...draft, [key]: value });
  return (
    <fieldset className={s.clientGrid}>
      <legend className={s.sectionTitle}>Contato do cliente (opcional)</legend>
      <TextField
        label="Telefone (WhatsApp)"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="(00) 00000-0000"
        value={draft.phone}
        error={errors?.phone ?? null}
        onChange={(event) => set('phone', maskPhone(event.target.value))}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        value={draft.email}
        maxLength={254}
        error={errors?.email ?? null}
        onChange={(event) => set('email', event.target.value)}
      />
      <TextField
        label="CPF ou CNPJ"
        inputMode="numeric"
        autoComplete="off"
        value={draft.document}
        error={errors?.document ?? null}
        onChange={(event) => set('document', maskDocument(event.target.value))}
      />
      <TextField label="Cidade" value={draft.city} maxLength={120} error={errors?.city ?? null} onChange={(event) => set('city', event.target.value)} />
    </fieldset>
  );
}
