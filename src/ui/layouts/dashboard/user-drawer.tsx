/**
 * The right drawer (spec point 2): the user's logo (or an icon) and name,
 * 'Editar Perfil', 'Plano e Assinaturas' (disabled unless the admin role) and 'Sair'.
 */
import { Link } from 'wouter';
import { roleLabel, canManageSubscription } from '../../../domain/permissions';
import type { User } from '../../../domain/user';
import { Badge, Inline } from '../../design-system/primitives';
import { Drawer } from '../../design-system/drawer';
import { Icon } from '../../design-system/icon';
import { subscriptionLinkTarget } from './subscription-link';
import { UserAvatar } from './user-avatar';
import * as s from './dashboard.css';

export interface UserDrawerProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
}

export function UserDrawer({ user, open, onOpenChange, onLogout }: UserDrawerProps) {
  const canManage = canManageSubscription(user.roles);
  const close = () => onOpenChange(false);
  return (
    <Drawer side="right" title="Minha conta" open={open} onOpenChange={onOpenChange}>
      <div className={s.profile}>
        <UserAvatar user={user} size="lg" />
        <span className={s.profileName}>{user.name}</span>
        <span className={s.profileEmail}>{user.email}</span>
        <Inline gap="xxs" justify="center">
          {user.roles.map((role) => (
            <Badge key={role} tone="neutral">
              {roleLabel(role)}
            </Badge>
          ))}
        </Inline>
      </div>
      <hr className={s.separator} />
      <nav aria-label="Conta">
        <ul className={s.navList}>
          <li>
            <Link href="/perfil" className={s.navItem} onClick={close}>
              <Icon name="pencil" className={s.navItemIcon} />
              Editar Perfil
            </Link>
          </li>
          <li>
            {canManage ? (
              <Link href={subscriptionLinkTarget(user)} className={s.navItem} onClick={close}>
                <Icon name="creditCard" className={s.navItemIcon} />
                Plano e Assinaturas
              </Link>
            ) : (
              <>
                <button type="button" className={s.navItem} disabled aria-describedby="plano-assinaturas-dica">
                  <Icon name="creditCard" className={s.navItemIcon} />
                  Plano e Assinaturas
                </button>
                <p id="plano-assinaturas-dica" className={s.navHint}>
                  Disponível apenas para administradores da conta.
                </p>
              </>
            )}
          </li>
        </ul>
        <hr className={s.separator} />
        <ul className={s.navList}>
          <li>
            <button
              type="button"
              className={`${s.navItem} ${s.navItemDanger}`}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <Icon name="logout" className={s.navItemIcon} />
              Sair
            </button>
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}
