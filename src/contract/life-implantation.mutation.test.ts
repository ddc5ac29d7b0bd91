/**
 * A stored life proposal reopened in the finalization form (implantationWireToForm): the masks
 * put back, the dates as DD/MM/AAAA, the shares as text, the related person only for PEP
 * 'RelacionamentoProximo', nothing for a proposal that is no longer valid. Values by hand.
 */
import { describe, expect, it } from 'vitest';
import { implantationFormToWire, implantationWireToForm } from './life-implantation';
import { sampleImplantationForm } from './life-implantation.sample';

const TODAY = '2026-06-15';

describe('implantationWireToForm', () => {
  it('gives back the form a broker typed, masked, with the e-mail and the account as sent', () => {
    expect(implantationWireToForm(implantationFormToWire(sampleImplantationForm()), TODAY)).toEqual({
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
      email: 'joao@example.com',
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
      bank_account: { bank_code: '341', agency: '0123', account: '123456' },
    });
  });

  it('gives back the related person of a PEP relationship, CPF masked', () => {
    const values = sampleImplantationForm();
    values.pep = { status: 'RelacionamentoProximo', related_person: { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' } };
    expect(implantationWireToForm(implantationFormToWire(values), TODAY)?.pep).toEqual({
      status: 'RelacionamentoProximo',
      related_person: { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' },
    });
  });

  it('leaves the related person empty for a politically exposed person', () => {
    const values = sampleImplantationForm();
    values.pep = { status: 'Sim', related_person: { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' } };
    expect(implantationWireToForm(implantationFormToWire(values), TODAY)?.pep).toEqual({ status: 'Sim', related_person: { name: '', cpf: '', kinship: '' } });
  });

  it('is null for a proposal that is not valid as of today', () => {
    const proposal = implantationFormToWire(sampleImplantationForm());
    expect(implantationWireToForm({ ...proposal, cpf: '52998224724' }, TODAY)).toBeNull();
    expect(implantationWireToForm(proposal, '2009-01-01')).toBeNull();
    expect(implantationWireToForm(null, TODAY)).toBeNull();
  });
});
