/** /logout: ends the session (spec point 9: logout goes to /home). */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../../domain/payment-gate';
import { Spinner } from '../../design-system';
import { useSession } from '../../app/session-context';
import * as s from '../../shared/status-card.css';

export function LogoutScreen() {
  const { logout } = useSession();
  const [, navigate] = useLocation();

  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) navigate(HOME_PATH, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [logout, navigate]);

  return (
    <section className={s.wrap}>
      <div className={s.card} role="status">
        <Spinner size="lg" />
        <p className={s.lead}>Saindo da sua conta…</p>
      </div>
    </section>
  );
}
