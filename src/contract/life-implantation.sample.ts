/**
 * A filled finalization form as a broker types it (masks, DD/MM/AAAA), for a 35-year-old born
 * on 1 January 1991 (the e2e's insured): used by tests and the screenshot script. Valid CPFs
 * (check digits), a real CEP (Avenida Paulista) and bank 341.
 */
import type { LifeImplantationFormValues } from '../domain/life/implantation-form';

/** A fresh copy of the sample (safe to change). */
export function sampleImplantationForm(): LifeImplantationFormValues {
  return {
    name: 'João da Silva',
    cpf: '529.982.247-25',
    birth_date: '1991-01-01',
    age: 35,
    marital_status: 'casado',
    nationality: 'Brasileira',
    id_document: '12.345.678-9',
    id_issuer: 'SSP/SP',
    id_issue_date: '10/02/2010',
    country: 'BR',
    email: 'Joao@Example.com',
    phone: '(11) 98765-4321',
    address: { street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', uf: 'SP', cep: '01310-100', complement: 'Apto 12' },
    pep: { status: 'Nao', related_person: { name: '', cpf: '', kinship: '' } },
    employer: 'Empresa Ltda',
    activity_branch: 'Comércio',
    brokerage: 'Corretora Exemplo',
    beneficiaries: [
      { name: 'Maria da Silva', birth_date: '02/03/1992', cpf: '111.444.777-35', share_percent: '60' },
      { name: 'Pedro da Silva', birth_date: '04/05/2015', cpf: '390.533.447-05', share_percent: '40' },
    ],
    bank_account: { bank_code: '341', agency: '0123', account: '12345-6' },
  };
}

