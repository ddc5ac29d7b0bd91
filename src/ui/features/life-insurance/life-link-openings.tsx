/**
 * The finalization's step 3, for the broker: who opened the client's link and when (the page,
 * a right or a wrong proof of identity), newest first, whether wrong proofs locked it, and
 * 'Renovar link' (the same link opens for 7 more days from now, and is unlocked). The status
 * comes from the life service (`GET …/implantations/{id}`) when the step shows and on
 * 'Atualizar'; the expiry it answers is handed to the step (`onExpiry`), which shows it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LifeLinkStatus } from '../../../application/life/life-quote-gateway';
import type { RemoteFailure, Result } from '../../../application/shared/result';
import type { LifeInstitution } from '../../../domain/life/catalog';
import { formatBrasiliaDateTime, LIFE_LINK_OPENING_LABELS, LIFE_LINK_STATUS_MESSAGES } from '../../../domain/life/link-openings';
import { Button, Notice } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import * as s from './life-insurance.css';

interface Props {
  institution: LifeInstitution;
  implantationId: string;
  /** Called with the link's expiry each time the service answers it (loaded or renewed). */
  onExpiry(expiresAt: string): void;
}

type Load = { kind: 'loading' } | { kind: 'loaded'; status: LifeLinkStatus } | { kind: 'failed'; message: string };

export function LifeLinkOpenings({ institution, implantationId, onExpiry }: Props) {
  const life = useUseCases('life');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [renewing, setRenewing] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const show = useCallback(
    (result: Result<LifeLinkStatus, RemoteFailure>) => {
      if (result.ok) {
        setLoad({ kind: 'loaded', status: result.value });
        onExpiry(result.value.expiresAt);
      } else {
        setLoad({ kind: 'failed', message: result.error.message });
      }
      return result.ok;
    },
    [onExpiry],
  );
  const refresh = useCallback(async () => {
    setNotice(null);
    show(await life.linkStatus(institution, implantationId));
  }, [life, institution, implantationId, show]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const renew = async () => {
    setRenewing(true);
    setNotice(null);
    const result = await life.renewLink(institution, implantationId);
    setRenewing(false);
    if (result.ok) {
      show(result);
      setNotice({ tone: 'success', text: LIFE_LINK_STATUS_MESSAGES.renewed });
    } else {
      setNotice({ tone: 'error', text: result.error.message });
    }
  };

  const status = load.kind === 'loaded' ? load.status : null;
  const expired = status ? life.linkExpired(status.expiresAt) : false;
  return (
    <section aria-labelledby="aberturas-titulo">
      <h3 id="aberturas-titulo" className={s.panelTitle}>
        Aberturas do link
      </h3>
      {load.kind === 'loading' ? <p className={s.help} role="status">Carregando as aberturas do link…</p> : null}
      {load.kind === 'failed' ? <Notice tone="error">{load.message}</Notice> : null}
      {status && expired ? <Notice tone="warning">{`Este link expirou em ${formatBrasiliaDateTime(status.expiresAt)}. Renove o link para o cliente abrir a proposta.`}</Notice> : null}
      {status?.locked ? <Notice tone="warning">{LIFE_LINK_STATUS_MESSAGES.locked}</Notice> : null}
      {status && status.openings.length === 0 ? <p className={s.help}>{LIFE_LINK_STATUS_MESSAGES.none}</p> : null}
      {status && status.openings.length > 0 ? (
        <ol aria-label="Aberturas do link pelo cliente">
          {status.openings.map((opening, index) => (
            <li key={`${opening.at}-${index}`}>
              <time dateTime={opening.at}>{formatBrasiliaDateTime(opening.at)}</time> — {LIFE_LINK_OPENING_LABELS[opening.kind]}
            </li>
          ))}
        </ol>
      ) : null}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <div className={s.actions}>
        <Button type="button" variant="secondary" onClick={() => void refresh()} disabled={load.kind === 'loading'}>
          Atualizar
        </Button>
        <Button type="button" variant="secondary" onClick={() => void renew()} loading={renewing} loadingText="Renovando…">
          Renovar link
        </Button>
      </div>
    </section>
  );
}
