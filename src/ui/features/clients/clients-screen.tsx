/**
 * `/clientes` (private): the account's clients by name, 20 a page, with a search (name,
 * e-mail, or phone / CPF / CNPJ digits) and 'Novo cliente'. Each row leads to the client's
 * page (`/clientes/:id`).
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { formatPhoneForDisplay } from '../../../domain/accounts/fields';
import { EMPTY_CLIENT_RECORD_DRAFT } from '../../../domain/clients/client-record';
import { documentKind, maskDocument } from '../../../domain/proposal/client';
import { Button, Dialog, Notice, PageHeader, Pager, Spinner, TextField } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import type { ScreenProps } from '../../shared/screen';
import { useRemote } from '../../shared/use-remote';
import { FailureNotice } from '../../shared/remote-failure';
import { ClientForm } from './client-form';
import * as s from './clients.css';

export default function ClientsScreen({ route }: ScreenProps) {
  const proposal = useUseCases('proposal');
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ page: 1, search: '' });
  const [creating, setCreating] = useState(false);
  const remote = useRemote(`clients:${query.page}:${query.search}`, () => proposal.listClients(query));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ page: 1, search: typed.trim() });
  };

  return (
    <div className={s.screen}>
      <PageHeader
        eyebrow="Minha carteira"
        title={route.title}
        description="Seus clientes com contato, CPF/CNPJ e as cotações de cada um."
        actions={
          <Button variant="primary" icon="plus" onClick={() => setCreating(true)}>
            Novo cliente
          </Button>
        }
      />
      <form className={s.searchRow} role="search" onSubmit={submit}>
        <TextField
          className={s.searchField}
          label="Buscar cliente"
          placeholder="Nome, e-mail, telefone ou CPF/CNPJ"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
      </form>
      {remote.status === 'loading' ? (
        <div role="status">
          <Spinner size="md" /> Carregando clientes…
        </div>
      ) : remote.status === 'failed' ? (
        <FailureNotice message={remote.failure.message} onRetry={remote.reload} />
      ) : remote.value.items.length === 0 ? (
        <Notice tone="info">
          <p>{query.search !== '' ? `Nenhum cliente encontrado para “${query.search}”.` : 'Nenhum cliente ainda. Cadastre um em “Novo cliente” ou ao enviar uma proposta.'}</p>
        </Notice>
      ) : (
        <>
          <p className={s.muted} aria-live="polite">
            {remote.value.count === 1 ? '1 cliente' : `${remote.value.count} clientes`}
          </p>
          <ul className={s.list} aria-label="Clientes">
            {remote.value.items.map((client) => (
              <li key={client.id} className={s.item}>
                <Link href={`/clientes/${client.id}`} className={s.name}>
                  {client.name}
                </Link>
                <span className={s.muted}>
                  {[client.phone ? formatPhoneForDisplay(client.phone) : null, client.email, client.document ? `${documentKind(client.document)} ${maskDocument(client.document)}` : null]
                    .filter(Boolean)
                    .join(' · ') || 'Sem contato'}
                </span>
              </li>
            ))}
          </ul>
          <Pager page={query.page} hasPrevious={remote.value.hasPrevious} hasNext={remote.value.hasNext} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </>
      )}
      {creating ? (
        <Dialog open onOpenChange={(open) => setCreating(open)} title="Novo cliente" size="md">
          <ClientForm
            initial={EMPTY_CLIENT_RECORD_DRAFT}
            submitLabel="Salvar cliente"
            onSubmit={(draft) => proposal.createClient(draft)}
            onSaved={(client) => navigate(`/clientes/${client.id}`)}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
