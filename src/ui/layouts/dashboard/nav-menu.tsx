/**
 * The main navigation (left drawer and desktop sidebar): Dashboard, Cotação, Minhas cotações,
 * Clientes, Operadoras (the operator pages, /instituicoes), Tutoriais, and Painel de Controle
 * for superusers.
 */
import { Link, useLocation } from 'wouter';
import { normalizePath } from '../../../domain/app-routes';
import { Icon, type IconName } from '../../design-system/icon';
import * as s from './dashboard.css';

interface NavEntry {
  label: string;
  href: string;
  icon: IconName;
}

export function navEntries(isSuperuser: boolean): NavEntry[] {
  const entries: NavEntry[] = [
    { label: 'Dashboard', href: '/', icon: 'dashboard' },
    { label: 'Cotação', href: '/cotacao', icon: 'calculator' },
    { label: 'Minhas cotações', href: '/minhas-cotacoes', icon: 'file' },
    { label: 'Clientes', href: '/clientes', icon: 'users' },
    { label: 'Operadoras', href: '/instituicoes', icon: 'building' },
    { label: 'Tutoriais', href: '/tutoriais', icon: 'book' },
  ];
  if (isSuperuser) entries.push({ label: 'Painel de Controle', href: '/admin/painel-de-controle', icon: 'shield' });
  return entries;
}

export function NavMenu({ isSuperuser, onNavigate }: { isSuperuser: boolean; onNavigate?: () => void }) {
  const [location] = useLocation();
  const current = normalizePath(location);
  // An operator's own page (/instituicoes/amil) still marks 'Operadoras' as the current entry.
  const isCurrent = (href: string) => current === href || (href !== '/' && current.startsWith(`${href}/`));
  return (
    <ul className={s.navList}>
      {navEntries(isSuperuser).map((entry) => (
        <li key={entry.href}>
          <Link href={entry.href} className={s.navItem} aria-current={isCurrent(entry.href) ? 'page' : undefined} onClick={onNavigate}>
            <Icon name={entry.icon} className={s.navItemIcon} />
            {entry.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
