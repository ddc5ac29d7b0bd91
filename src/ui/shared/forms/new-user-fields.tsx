/**
 * The fields of a new user (name, username, e-mail, phone, CPF, password and its
 * confirmation), as /registrar and /registro-e-assinatura show them: masks for CPF and
 * phone, the password hint, one message under each field. The screens keep the values and
 * errors; `validateNewUserForm` runs the shared domain rules (src/domain/accounts/fields.ts).
 */
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { validateNewUser, validatePasswordConfirmation, type NewUserFields } from '../../../domain/accounts/fields';
import { Stack, TextField } from '../../design-system';
import { firstInvalid, firstMessages, type FormErrors } from './form-errors';
import { CpfField, PhoneField } from './masked-fields';
import * as f from './forms.css';
import { useFocusWhenEnabled } from './use-focus-when-enabled';

/** A field of the form. */
export type NewUserField = keyof NewUserFields | 'passwordConfirmation';
/** Fields in form order (the focus goes to the first invalid one). */
export const NEW_USER_FIELD_ORDER: readonly NewUserField[] = ['name', 'username', 'email', 'phone', 'cpf', 'password', 'passwordConfirmation'];

/** The form's values: the user fields plus the repeated password. */
export type NewUserFormValues = NewUserFields & { passwordConfirmation: string };

/** An empty form. */
export const EMPTY_NEW_USER: NewUserFormValues = {
  name: '',
  username: '',
  email: '',
  phone: '',
  cpf: '',
  password: '',
  passwordConfirmation: '',
};

/** The hint under the password field. */
export const PASSWORD_HINT = 'Pelo menos 8 caracteres, não só números e diferente do usuário.';

/** The first message per field (domain rules plus the repeated password); empty when valid. */
export function validateNewUserForm(values: NewUserFormValues): FormErrors<NewUserField> {
  const errors: FormErrors<NewUserField> = { ...firstMessages(validateNewUser(values), NEW_USER_FIELD_ORDER) };
  const confirmation = validatePasswordConfirmation(values.password, values.passwordConfirmation)[0];
  if (confirmation) errors.passwordConfirmation = confirmation;
  return errors;
}

/**
 * The state of a new-user form kept by a screen: the values, the errors (a field's error
 * clears when it changes), `showErrors` (sets them and, after the re-render that enables the
 * inputs again, focuses the first invalid field) and the props of {@link NewUserFieldsGroup}.
 */
export function useNewUserForm() {
  const [values, setValues] = useState(EMPTY_NEW_USER);
  const [errors, setErrors] = useState<FormErrors<NewUserField>>({});
  const refs = useRef<Partial<Record<NewUserField, HTMLInputElement | null>>>({});
  const focusWhenEnabled = useFocusWhenEnabled(refs);
  const showErrors = useCallback((next: FormErrors<NewUserField>) => {
    setErrors(next);
    const first = firstInvalid(next, NEW_USER_FIELD_ORDER);
    if (first) focusWhenEnabled(first);
  }, [focusWhenEnabled]);
  const groupProps = {
    values,
    errors,
    onChange: (field: NewUserField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
    inputRef: (field: NewUserField, element: HTMLInputElement | null) => {
      refs.current[field] = element;
    },
  } satisfies NewUserFieldsGroupProps;
  return { values, showErrors, groupProps };
}

/** Props of {@link NewUserFieldsGroup}: values and errors kept by the screen. */
export interface NewUserFieldsGroupProps {
  values: NewUserFormValues;
  errors: FormErrors<NewUserField>;
  disabled?: boolean;
  onChange: (field: NewUserField, value: string) => void;
  /** Receives each input (to move the focus to the first invalid one). */
  inputRef?: (field: NewUserField, element: HTMLInputElement | null) => void;
}

/** The inputs, two per row from 480 px. */
export function NewUserFieldsGroup({ values, errors, disabled = false, onChange, inputRef }: NewUserFieldsGroupProps) {
  const bind = (field: NewUserField) => ({
    ref: (element: HTMLInputElement | null) => inputRef?.(field, element),
    name: field,
    value: values[field],
    error: errors[field],
    disabled,
  });
  const onInput = (field: NewUserField) => (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value);
  return (
    <Stack gap="md">
      <TextField label="Nome completo" autoComplete="name" maxLength={150} onChange={onInput('name')} {...bind('name')} />
      <div className={f.twoColumns}>
        <TextField
          label="Usuário"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={150}
          hint="Letras, números e @ . + - _"
          onChange={onInput('username')}
          {...bind('username')}
        />
        <TextField label="E-mail" type="email" autoComplete="email" onChange={onInput('email')} {...bind('email')} />
      </div>
      <div className={f.twoColumns}>
        <PhoneField label="Telefone (com DDD)" onValueChange={(value) => onChange('phone', value)} {...bind('phone')} />
        <CpfField onValueChange={(value) => onChange('cpf', value)} {...bind('cpf')} />
      </div>
      <div className={f.twoColumns}>
        <TextField label="Senha" type="password" autoComplete="new-password" hint={PASSWORD_HINT} onChange={onInput('password')} {...bind('password')} />
        <TextField label="Confirme a senha" type="password" autoComplete="new-password" onChange={onInput('passwordConfirmation')} {...bind('passwordConfirmation')} />
      </div>
    </Stack>
  );
}
