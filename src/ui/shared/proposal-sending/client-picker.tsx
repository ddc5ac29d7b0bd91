/**
 * The client field of 'Enviar ao cliente': an ARIA 1.2 combobox (a text input with a listbox
 * popup) that searches the account's clients on the server by name, e-mail, phone or CPF/CNPJ
 * as the broker types (src/domain/clients/client-record.ts, `matchesClientSearch`). The
 * search waits {@link CLIENT_SEARCH_DEBOUNCE_MS} after the last keystroke, and a keystroke
 * abandons the request still on its way (its answer, if it comes, is dropped), so the list
 * always answers the text in the field. 'Novo cliente' is the first option: the name and
 * phone fields below are then typed. ArrowUp/ArrowDown move, Enter or a click chooses,
 * Escape or leaving the field closes it and keeps the previous choice.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ClientListQuery } from '../../../application/proposal/client-store';
import type { RemoteFailure, Result } from '../../../application/shared/result';
import { maskPhone } from '../../../domain/accounts/fields';
import type { ClientPage, ClientRecord } from '../../../domain/clients/client-record';
import { maskDocument } from '../../../domain/proposal/client';
import * as c from '../../design-system/combobox.css';
import * as f from '../../design-system/text-field.css';

/** Milliseconds of quiet typing before the search goes to the server. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 250;

/** How a client reads in the field and the list: name, phone, CPF/CNPJ where known. */
export function clientOptionLabel(client: Pick<ClientRecord, 'name' | 'phone' | 'document'>): string {
  return [client.name, client.phone ? maskPhone(client.phone) : null, client.document ? maskDocument(client.document) : null].filter(Boolean).join(' · ');
}

/** Props of {@link ClientPicker}. */
export interface ClientPickerProps {
  /** The chosen client, or null for a new one. */
  value: ClientRecord | null;
  onChange: (client: ClientRecord | null) => void;
  /** A page of the account's clients matching the text (the use case `listClients`). */
  search: (query: ClientListQuery) => Promise<Result<ClientPage, RemoteFailure>>;
}

type Found =
  | { readonly status: 'idle' }
  | { readonly status: 'searching' }
  | { readonly status: 'ok'; readonly page: ClientPage }
  | { readonly status: 'failed'; readonly message: string };

/** The client combobox (module note). */
export function ClientPicker({ value, onChange, search }: ClientPickerProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [query, setQuery] = useState<string | null>(null);
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [active, setActive] = useState(0);
  const open = query !== null;
  const clients = found.status === 'ok' ? found.page.items : [];
  // Option 0 is 'Novo cliente'; option i + 1 is clients[i].
  const optionCount = 1 + clients.length;

  // The search follows the text: after a quiet moment, and the previous request abandoned.
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    if (query === null) return undefined;
    const controller = new AbortController();
    setFound({ status: 'searching' });
    const timer = setTimeout(() => {
      void searchRef.current({ page: 1, search: query, signal: controller.signal }).then((result) => {
        if (controller.signal.aborted) return;
        setFound(result.ok ? { status: 'ok', page: result.value } : { status: 'failed', message: result.error.message });
        setActive(0);
      });
    }, CLIENT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = (client: ClientRecord | null) => {
    onChange(client);
    setQuery(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setQuery('');
      else setActive((index) => Math.min(index + 1, optionCount - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(active === 0 ? null : (clients[active - 1] ?? null));
    } else if (event.key === 'Escape' && open) {
      // The dialog stays open: Escape closes the list only.
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  const optionId = (index: number) => (index === 0 ? `${listId}-novo` : `${listId}-${clients[index - 1]?.id ?? 'x'}`);
  const more = found.status === 'ok' ? found.page.count - clients.length : 0;
  return (
    <div className={f.field}>
      <label htmlFor={inputId} className={f.label}>
        Cliente
      </label>
      <div className={c.combo}>
        <input
          id={inputId}
          type="text"
          role="combobox"
          className={f.input}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? optionId(active) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          placeholder="Novo cliente"
          value={query ?? (value ? clientOptionLabel(value) : '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => setQuery((current) => current ?? '')}
          onBlur={() => setQuery(null)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Clientes encontrados" className={c.listbox} hidden={!open}>
          <li
            id={optionId(0)}
            role="option"
            aria-selected={value === null}
            data-active={active === 0 ? 'true' : undefined}
            className={c.option}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(null);
            }}
            onMouseEnter={() => setActive(0)}
          >
            Novo cliente
          </li>
          {clients.map((client, index) => (
            <li
              key={client.id}
              id={optionId(index + 1)}
              role="option"
              aria-selected={value?.id === client.id}
              data-active={active === index + 1 ? 'true' : undefined}
              className={c.option}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(client);
              }}
              onMouseEnter={() => setActive(index + 1)}
            >
              {clientOptionLabel(client)}
            </li>
          ))}
          {open && found.status === 'searching' ? <li className={c.noOption}>Buscando clientes…</li> : null}
          {open && found.status === 'failed' ? <li className={c.noOption}>{found.message}</li> : null}
          {open && found.status === 'ok' && clients.length === 0 ? <li className={c.noOption}>Nenhum cliente encontrado.</li> : null}
          {open && more > 0 ? <li className={c.noOption}>{more === 1 ? 'Mais 1 cliente' : `Mais ${more} clientes`}: continue digitando para achar.</li> : null}
        </ul>
      </div>
      <p id={hintId} className={f.hint}>
        Busque por nome, telefone ou CPF/CNPJ, ou deixe “Novo cliente” e preencha abaixo.
      </p>
    </div>
  );
}
