/**
 * 'Adicionar usuário': name, username, e-mail, CPF, phone (masked), password and role.
 * Checked in Portuguese before sending; the server's refusals appear under the field the
 * admin typed (e.g. 'Já existe um usuário com este e-mail.'), anything else (the plan's
 * user limit) above the buttons.
 */
import { useRef, useState, type FormEvent } from 'react';
import { DEFAULT_MEMBER_ROLE } from '../../../domain/accounts/team';
import { validateNewUser, type NewUserFields } from '../../../domain/accounts/fields';
import { ROLES, roleLabel } from '../../../domain/permissions';
import { Button, Dialog, Notice, SelectField, TextField } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { firstInvalid, firstMessages, splitFailure, type FormErrors } from '../forms/form-errors';
import { CpfField, PhoneField } from '../forms/masked-fields';
import { useFocusWhenEnabled } from '../forms/use-focus-when-enabled';
import * as s from './team.css';

type Field = keyof NewUserFields | 'roles';
const ORDER: readonly Field[] = ['name', 'username', 'email', 'cpf', 'phone', 'password', 'roles'];
const EMPTY = { name: '', username: '', email: '', cpf: '', phone: '', password: '', role: DEFAULT_MEMBER_ROLE as string };

export interface AddMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  principalUsername: string;
  onAdded: () => void;
}

export function AddMemberDialog({ open, onOpenChange, principalUsername, onAdded }: AddMemberDialogProps) {
  const accounts = useUseCases('accounts');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  const focusWhenEnabled = useFocusWhenEnabled(refs);

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setGeneral(null);
  };
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    const key = (field === 'role' ? 'roles' : field) as Field;
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const bind = (field: keyof NewUserFields) => ({
    ref: (element: HTMLInputElement | null) => {
      refs.current[field] = element;
    },
    name: field,
    value: values[field],
    error: errors[field],
    disabled: saving,
  });
  const show = (next: FormErrors<Field>) => {
    setErrors(next);
    const first = firstInvalid(next, ORDER);
    if (first) focusWhenEnabled(first);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setGeneral(null);
    const local = firstMessages(validateNewUser(values), ORDER);
    if (Object.keys(local).length > 0) return show(local);
    setSaving(true);
    const result = await accounts.addMember(principalUsername, values);
    setSaving(false);
    if (result.ok) {
      reset();
      onAdded();
      return;
    }
    const split = splitFailure(result.error, ORDER);
    setGeneral(split.general);
    show(split.fields);
  };

  return (
    <Dialog
      title="Adicionar usuário"
      description="A pessoa entra na sua conta com o usuário e a senha que você definir."
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      size="lg"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving}>
        <div className={s.formGrid}>
          <TextField className={s.fullRow} label="Nome completo" autoComplete="off" maxLength={150} onChange={(e) => set('name')(e.target.value)} {...bind('name')} />
          <TextField label="Usuário" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={150} onChange={(e) => set('username')(e.target.value)} {...bind('username')} />
          <TextField label="E-mail" type="email" autoComplete="off" onChange={(e) => set('email')(e.target.value)} {...bind('email')} />
          <CpfField onValueChange={set('cpf')} {...bind('cpf')} />
          <PhoneField label="Telefone (com DDD)" onValueChange={set('phone')} {...bind('phone')} />
          <TextField
            label="Senha"
            type="password"
            autoComplete="new-password"
            hint="Pelo menos 8 caracteres, não só números e diferente do usuário."
            onChange={(e) => set('password')(e.target.value)}
            {...bind('password')}
          />
          <SelectField
            ref={(element) => {
              refs.current.roles = element;
            }}
            label="Papel"
            name="role"
            value={values.role}
            error={errors.roles}
            disabled={saving}
            options={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
            onChange={(e) => set('role')(e.target.value)}
          />
        </div>
        {general ? (
          <div className={s.dialogNotice}>
            <Notice tone="error">{general}</Notice>
          </div>
        ) : null}
        <div className={s.dialogActions}>
          <Button
            variant="ghost"
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
            disabled={saving}
          >
            Cancelar
          </Button>
          <Button type="submit" loading={saving} loadingText="Adicionando…" icon="plus">
            Adicionar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
