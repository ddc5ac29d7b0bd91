import type { User } from '../../../domain/user';
import { Icon } from '../../design-system/icon';
import * as s from './dashboard.css';

/** The user's logo (img) or a person icon. */
export function UserAvatar({ user, size = 'sm' }: { user: Pick<User, 'name' | 'logoUrl'>; size?: 'sm' | 'lg' }) {
  return (
    <span className={s.avatar({ size })}>
      {user.logoUrl ? (
        <img src={user.logoUrl} alt={`Logo de ${user.name}`} className={s.avatarImage} />
      ) : (
        <Icon name="user" size={size === 'lg' ? 32 : 20} />
      )}
    </span>
  );
}
