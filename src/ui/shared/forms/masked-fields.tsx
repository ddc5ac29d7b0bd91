/**
 * CPF and phone inputs with the masks 000.000.000-00 and (00) 00000-0000, applied while
 * typing (formatting from @brazilian-utils through src/domain/accounts/fields.ts). The
 * value kept is the masked text; adapters send digits only.
 */
import { forwardRef } from 'react';
import { maskCpf, maskPhone } from '../../../domain/accounts/fields';
import { TextField, type TextFieldProps } from '../../design-system';

export interface MaskedFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'label'> {
  label?: string;
  value: string;
  onValueChange: (masked: string) => void;
}

export const CpfField = forwardRef<HTMLInputElement, MaskedFieldProps>(function CpfField(
  { label = 'CPF', value, onValueChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="000.000.000-00"
      maxLength={14}
      value={value}
      onChange={(event) => onValueChange(maskCpf(event.target.value))}
      {...rest}
    />
  );
});

export const PhoneField = forwardRef<HTMLInputElement, MaskedFieldProps>(function PhoneField(
  { label = 'Telefone', value, onValueChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(00) 00000-0000"
      maxLength={15}
      value={value}
      onChange={(event) => onValueChange(maskPhone(event.target.value))}
      {...rest}
    />
  );
});
