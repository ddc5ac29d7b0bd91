/** An operator's logo, or its initials on a tinted tile when it has none. Decorative: the name is always written next to it. */
import { memo } from 'react';
import { operatorInitials } from '../../../domain/quotation/catalog';
import * as s from './catalog.css';

export interface OperatorAvatarProps {
  name: string;
  logoUrl: string | null;
  size?: 'sm' | 'md' | 'lg';
}

export const OperatorAvatar = memo(function OperatorAvatar({ name, logoUrl, size = 'md' }: OperatorAvatarProps) {
  return (
    <span className={`${s.avatarBase} ${s.avatar[size]}`} aria-hidden="true">
      {logoUrl ? <img src={logoUrl} alt="" className={s.avatarImage} loading="lazy" /> : operatorInitials(name)}
    </span>
  );
});
