/**
 * Picking a logo (profile page and first-access modal): a preview (the chosen file, else
 * the current logo, else a placeholder), a file input that accepts png, jpeg and jpg, and
 * the rules in a hint. The parent decides what to do with the file.
 */
import { useEffect, useId, useState } from 'react';
import { LOGO_ACCEPT } from '../../../domain/accounts/logo';
import { FieldError, FieldHint, Icon } from '../../design-system';
import * as s from './logo-picker.css';

export interface LogoPickerProps {
  /** URL of the logo saved today, or null. */
  currentUrl: string | null;
  file: File | null;
  onSelect: (file: File | null) => void;
  disabled?: boolean;
  error?: string | null;
  label?: string;
}

/** A data URL of a picked file, for the preview (works without URL.createObjectURL). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    let cancelled = false;
    const reader = new FileReader();
    reader.onload = () => {
      if (!cancelled) setPreview(typeof reader.result === 'string' ? reader.result : null);
    };
    reader.readAsDataURL(file);
    return () => {
      cancelled = true;
    };
  }, [file]);
  return preview;
}

export function LogoPicker({ currentUrl, file, onSelect, disabled, error, label = 'Logo' }: LogoPickerProps) {
  const id = useId();
  const inputId = `logo-${id}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const preview = usePreview(file);
  const shown = preview ?? currentUrl;
  return (
    <div className={s.picker}>
      <div className={s.preview} aria-live="polite">
        {shown ? (
          <img src={shown} alt={preview ? 'Pré-visualização da nova logo' : 'Logo atual'} className={s.previewImage} />
        ) : (
          <span className={s.placeholder}>
            <Icon name="image" size={32} />
            <span>Sem logo</span>
          </span>
        )}
      </div>
      <div className={s.controls}>
        <input
          id={inputId}
          type="file"
          accept={LOGO_ACCEPT}
          className={s.fileInput}
          disabled={disabled}
          aria-label={label}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onSelect(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className={s.chooseButton} data-disabled={disabled ? 'true' : undefined}>
          <Icon name="upload" size={18} />
          {file ? 'Escolher outra imagem' : 'Escolher imagem'}
        </label>
        {file ? <p className={s.fileName}>{file.name}</p> : null}
        <FieldHint id={hintId}>PNG ou JPG, até 2 MB. Ela aparece nas propostas que você envia aos clientes.</FieldHint>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
