/**
 * Masked text inputs: one `MaskedField` over a mask spec (`InputMask`), and the CPF and
 * phone inputs with the masks 000.000.000-00 and (00) 00000-0000, applied while typing
 * (formatting from @brazilian-utils through src/domain/accounts/fields.ts). The value
 * kept is the masked text; adapters send digits only.
 */
import { forwardRef } from 'react';
import { maskCpf, maskPhone } from '../../../domain/accounts/fields';
import { maskTypedMoney } from '../../../domain/quotation/money';
import { TextField, type TextFieldProps } from '../../design-system';

/** How a masked input reads what is typed: the mask applied while typing and the input's hints. */
export interface InputMask {
  /** Masks what was typed ('12345678901' → '123.456.789-01'). */
  readonly apply: (typed: string) => string;
  readonly placeholder: string;
  /** Length of a complete masked value. */
  readonly maxLength: number;
  readonly inputMode: 'numeric' | 'tel';
  readonly autoComplete: string;
  readonly type?: 'tel';
}

/** CPF: 000.000.000-00. */
export const CPF_MASK: InputMask = { apply: maskCpf, placeholder: '000.000.000-00', maxLength: 14, inputMode: 'numeric', autoComplete: 'off' };

/** Brazilian phone with DDD: (00) 00000-0000. */
export const PHONE_MASK: InputMask = { apply: maskPhone, placeholder: '(00) 00000-0000', maxLength: 15, inputMode: 'tel', autoComplete: 'tel-national', type: 'tel' };

/** An amount in reais, cents typed in from the right: 1.234,56 (the label carries 'R$'). */
export const BRL_MASK: InputMask = { apply: maskTypedMoney, placeholder: '0,00', maxLength: 14, inputMode: 'numeric', autoComplete: 'off' };

export interface MaskedFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'label'> {
  label?: string;
  value: string;
  onValueChange: (masked: string) => void;
}

/** A text input masked by `mask` while typing; `onValueChange` gets the masked text. */
export const MaskedField = forwardRef<HTMLInputElement, MaskedFieldProps & { mask: InputMask; label: string }>(function MaskedField(
  { mask, value, onValueChange, ...rest },
  ref,
) {
  const { apply, ...inputProps } = mask;
  return <TextField ref={ref} {...inputProps} value={value} onChange={(event) => onValueChange(apply(event.target.value))} {...rest} />;
});

/** CPF input ({@link CPF_MASK}), labelled 'CPF' unless told. */
export const CpfField = forwardRef<HTMLInputElement, MaskedFieldProps>(function CpfField({ label = 'CPF', ...props }, ref) {
  return <MaskedField ref={ref} mask={CPF_MASK} label={label} {...props} />;
});

/** Phone input ({@link PHONE_MASK}), labelled 'Telefone' unless told. */
export const PhoneField = forwardRef<HTMLInputElement, MaskedFieldProps>(function PhoneField({ label = 'Telefone', ...props }, ref) {
  return <MaskedField ref={ref} mask={PHONE_MASK} label={label} {...props} />;
});
