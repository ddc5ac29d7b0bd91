/**
 * How to pay: the method picker (Cartão de crédito, PIX, Boleto as radio tiles) and the card
 * fields with masks (number grouped as printed, validade MM/AA, CVV), each with its message
 * under it (aria-describedby through TextField).
 */
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { CARD_FIELDS, maskCardNumber, maskCvv, maskExpiry, type CardErrors, type CardField } from '../../../../domain/subscription/card';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/subscription/labels';
import { PAYMENT_METHODS, type CardInput, type PaymentMethod } from '../../../../domain/subscription/types';
import { Icon, TextField, VisuallyHidden, type IconName } from '../../../design-system';
import * as s from '../subscription.css';

const METHOD_ICONS: Record<PaymentMethod, IconName> = { credit_card: 'creditCard', pix: 'pix', boleto: 'file' };

/** Props of {@link MethodPicker}. */
export interface MethodPickerProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/** Cartão de crédito, PIX or Boleto as radio tiles. */
export function MethodPicker({ value, onChange, disabled = false }: MethodPickerProps) {
  return (
    <fieldset className={s.methodGroup} role="radiogroup" aria-label="Forma de pagamento">
      <VisuallyHidden as="legend">Forma de pagamento</VisuallyHidden>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className={s.methodOption} data-selected={value === method ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
          <input
            type="radio"
            name="forma-de-pagamento"
            className={s.radioInput}
            value={method}
            checked={value === method}
            disabled={disabled}
            onChange={() => onChange(method)}
          />
          <Icon name={METHOD_ICONS[method]} size={20} />
          {PAYMENT_METHOD_LABELS[method]}
        </label>
      ))}
    </fieldset>
  );
}

/** Props of {@link CardFields}: the typed card and its messages. */
export interface CardFieldsProps {
  value: CardInput;
  errors: CardErrors;
  onChange: (value: CardInput) => void;
  disabled?: boolean;
}

/** Focuses a card field (the first invalid one after a submit). */
export interface CardFieldsHandle {
  focus(field: CardField): void;
}

/** The card inputs with masks; the ref focuses a field. */
export const CardFields = forwardRef<CardFieldsHandle, CardFieldsProps>(function CardFields({ value, errors, onChange, disabled = false }, ref) {
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  useImperativeHandle(ref, () => ({ focus: (field) => inputs.current[field]?.focus() }), []);
  const bind = (field: CardField) => ({
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    name: field,
    value: value[field],
    error: errors[field],
    disabled,
  });
  return (
    <div className={s.cardGrid}>
      <TextField
        label="Número do cartão"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        className={s.cardGridWide}
        onChange={(event) => onChange({ ...value, number: maskCardNumber(event.target.value) })}
        {...bind('number')}
      />
      <TextField
        label="Nome impresso no cartão"
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={100}
        className={s.cardGridWide}
        onChange={(event) => onChange({ ...value, holder: event.target.value })}
        {...bind('holder')}
      />
      <TextField
        label="Validade"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/AA"
        maxLength={5}
        onChange={(event) => onChange({ ...value, expiry: maskExpiry(event.target.value) })}
        {...bind('expiry')}
      />
      <TextField
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        hint="3 ou 4 dígitos"
        onChange={(event) => onChange({ ...value, cvv: maskCvv(event.target.value) })}
        {...bind('cvv')}
      />
    </div>
  );
});

/** The card fields in form order (focus order). */
export const CARD_FIELD_ORDER = CARD_FIELDS;
