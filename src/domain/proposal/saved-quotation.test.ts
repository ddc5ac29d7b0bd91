import { describe, expect, it } from 'vitest';
import type { PlanDetail } from '../quotation/catalog';
import type { ProposalLifeQuote } from './proposal-life';
import {
  proposalDocumentFromQuotation,
  proposalFileName,
  proposalOptionsOf,
  quotedPlanFromDetail,
  replacedTableText,
  similarEntitiesOf,
  whatsappMessage,
  whatsappShareUrl,
  withDentalAddOn,
  withLifeQuote,
  type QuotationData,
  type QuotedPlan,
} from './saved-quotation';

// A saved quotation as the broker shares it: the PDF's name, the WhatsApp message and link,
// the table-update notice, the sections the proposal shows and the plans as quoted.

const PRICES = [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 60000];

const DETAIL = {
  id: 7,
  name: 'Amil S380',
  type: 'PJ',
  accommodation: 'apartment',
  coparticipation: 'without',
  coverageArea: 'nacional',
  segmentation: '',
  administradora: null,
  administradoraFees: undefined,
  institution: { id: 3, name: 'Amil', ansRegistration: '326305', similarEntities: [{ id: 1, name: 'OAB' }, { id: 2, name: 'CREA' }] },
  priceTable: { effectiveDate: '2026-05-01', real: false, pricesCents: PRICES, promotionalPricesCents: null, promotionalMonths: 3 },
  hospitals: [{ id: 50, name: 'Hospital A', city: 'São Paulo' }],
  clinics: [],
  coparticipationRules: [{ id: 60, procedure: 'Consulta', percentage: 0.3 }],
  shortfalls: [{ id: 70, group: 'cpt', procedure: 'Doenças preexistentes', days: 720, extra: 'x' }],
  refunds: [{ id: 80, procedure: 'Consulta', valueCents: 8000 }],
} as unknown as PlanDetail;

describe('sharing a saved quotation', () => {
  it('names the PDF after the client, without accents or symbols', () => {
    expect(proposalFileName('Maria José da Conceição')).toBe('proposta-maria-jose-da-conceicao.pdf');
    expect(proposalFileName('  -- Ana & Cia. --  ')).toBe('proposta-ana-cia.pdf');
    expect(proposalFileName('***')).toBe('proposta-cliente.pdf');
    expect(proposalFileName('a'.repeat(100))).toBe(`proposta-${'a'.repeat(80)}.pdf`);
  });

  it('sends the link by WhatsApp, straight to the client when the phone is known', () => {
    const link = 'https://cotador.example/p/abc';
    expect(whatsappMessage('Ana', link)).toBe('Olá, Ana! Segue a proposta comparativa de planos de saúde que preparei para você: https://cotador.example/p/abc');
    const text = encodeURIComponent(whatsappMessage('Ana', link));
    expect(whatsappShareUrl('Ana', link, '(11) 98765-4321')).toBe(`https://wa.me/5511987654321?text=${text}`);
    expect(whatsappShareUrl('Ana', link, '1132654321')).toBe(`https://wa.me/551132654321?text=${text}`);
    expect(whatsappShareUrl('Ana', link, '987654321')).toBe(`https://wa.me/?text=${text}`);
    expect(whatsappShareUrl('Ana', link, '551198765432100')).toBe(`https://wa.me/?text=${text}`);
    expect(whatsappShareUrl('Ana', link)).toBe(`https://wa.me/?text=${text}`);
  });

  it('tells when a plan table was replaced since the quotation', () => {
    expect(replacedTableText({ planId: 1, planName: 'S380', quotedDate: '2026-06-01', currentDate: '2026-12-01' })).toBe(
      'Tabela atualizada em 01/12/2026 — valores desta proposta são de 01/06/2026',
    );
  });
});

describe('what the proposal shows', () => {
  const infos = { network: true, coparticipation: false, shortfalls: true, refunds: false };

  it('shows the ticked sections when the broker chose them, all or none otherwise', () => {
    expect(proposalOptionsOf({ showProposalInfos: true, showProposalPhoto: false, proposalInfos: infos })).toEqual({
      showNetwork: true, showCoparticipation: false, showShortfalls: true, showRefunds: false, showLogo: false,
    });
    expect(proposalOptionsOf({ showProposalInfos: false, showProposalPhoto: true, proposalInfos: infos })).toEqual({
      showNetwork: false, showCoparticipation: false, showShortfalls: false, showRefunds: false, showLogo: true,
    });
  });

  it('puts the logo in the document only when asked for', () => {
    const data = {
      broker: { name: 'Carla', phone: '11987654321', email: 'carla@exemplo.com.br' },
      clientName: 'Ana', lives: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], plans: [], showProposalInfos: true, showProposalPhoto: true, proposalInfos: infos,
    } as unknown as QuotationData;
    const logo = { bytes: new Uint8Array([1]), mimeType: 'image/png' } as never;
    expect(proposalDocumentFromQuotation(data, '2026-11-27', logo)).toEqual({
      broker: { name: 'Carla', phone: '11987654321', email: 'carla@exemplo.com.br', logo },
      clientName: 'Ana', date: '2026-11-27', options: { showNetwork: true, showCoparticipation: false, showShortfalls: true, showRefunds: false, showLogo: true },
      lives: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], plans: [], lifeQuote: null, extras: null,
    });
    expect(proposalDocumentFromQuotation({ ...data, showProposalPhoto: false }, '2026-11-27', logo).broker.logo).toBeNull();
  });

  it('keeps the life quote and its insurer together', () => {
    const data = { lifeInsurance: true, lifeInsuranceInstitution: { id: 1, name: 'Porto Seguro' }, lifeQuote: {} } as unknown as QuotationData;
    expect(withLifeQuote(data, null)).toMatchObject({ lifeInsurance: false, lifeInsuranceInstitution: null, lifeQuote: null });
    const quote = { institution: 'porto_seguro', insurerName: 'Porto Seguro Vida' } as unknown as ProposalLifeQuote;
    expect(withLifeQuote({ ...data, lifeInsurance: false }, quote)).toMatchObject({ lifeInsurance: true, lifeInsuranceInstitution: { id: 1, name: 'Porto Seguro Vida' }, lifeQuote: quote });
  });
});

describe('plans as quoted', () => {
  it('keeps what the proposal prints of a catalog plan, ids of the rules dropped', () => {
    expect(quotedPlanFromDetail(DETAIL)).toEqual({
      id: 7, institutionId: 3, operatorName: 'Amil', ansRegistration: '326305', ansProfile: null, planName: 'Amil S380', type: 'PJ',
      accommodation: 'apartment', coparticipation: 'without', coverageArea: 'nacional', segmentation: null, administradora: null,
      priceTable: { effectiveDate: '2026-05-01', illustrative: true, pricesCents: PRICES, promotionalPricesCents: null, promotionalMonths: null },
      administradoraFees: null, dental: null,
      hospitals: [{ name: 'Hospital A', city: 'São Paulo' }], clinics: [],
      coparticipationRules: [{ procedure: 'Consulta', percentage: 0.3 }],
      shortfalls: [{ group: 'cpt', procedure: 'Doenças preexistentes', days: 720 }],
      refunds: [{ procedure: 'Consulta', valueCents: 8000 }],
    });
    const promo = PRICES.map((cents) => cents - 1000);
    const real = { ...DETAIL, segmentation: 'referencia', institution: { ...DETAIL.institution, ansProfile: { idss: 0.8 } }, priceTable: { ...DETAIL.priceTable, real: true, promotionalPricesCents: promo } } as unknown as PlanDetail;
    expect(quotedPlanFromDetail(real)).toMatchObject({ segmentation: 'referencia', ansProfile: { idss: 0.8 }, priceTable: { illustrative: false, promotionalPricesCents: promo, promotionalMonths: 3 } });
    const noMonths = { ...real, priceTable: { ...real.priceTable, promotionalMonths: undefined } } as unknown as PlanDetail;
    expect(quotedPlanFromDetail(noMonths).priceTable.promotionalMonths).toBeNull();
  });

  it('sets or removes the dental add-on of one plan only', () => {
    const plans = [{ id: 1, dental: null }, { id: 2, dental: null }] as unknown as QuotedPlan[];
    const dental = { id: 9, name: 'Amil Dental', monthlyCents: 3000 } as never;
    expect(withDentalAddOn(plans, 2, dental)).toEqual([{ id: 1, dental: null }, { id: 2, dental }]);
    expect(withDentalAddOn(withDentalAddOn(plans, 2, dental), 2, null)).toEqual(plans);
  });

  it('lists the operators similar entities once each, in order met', () => {
    const other = { ...DETAIL, institution: { ...DETAIL.institution, similarEntities: [{ id: 2, name: 'CREA' }, { id: 4, name: 'CRM' }] } } as unknown as PlanDetail;
    expect(similarEntitiesOf([DETAIL, other])).toEqual([{ id: 1, name: 'OAB' }, { id: 2, name: 'CREA' }, { id: 4, name: 'CRM' }]);
  });
});
